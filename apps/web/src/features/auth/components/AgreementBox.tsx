import { Anchor, Checkbox, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface AgreementBoxProps {
  label: string;
  summary: string;
  policyPath: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One required agreement: a short summary, the full policy a link away, and its checkbox. */
export function AgreementBox({ label, summary, policyPath, checked, onChange }: AgreementBoxProps) {
  return (
    <Stack gap={6}>
      <Paper withBorder p="sm" radius="sm" bg="gray.0">
        <ScrollArea.Autosize mah={120}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {summary}
          </Text>
        </ScrollArea.Autosize>
        <Anchor component={Link} to={policyPath} target="_blank" size="sm">
          전문 보기
        </Anchor>
      </Paper>
      <Checkbox
        label={`${label}에 동의합니다 (필수)`}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </Stack>
  );
}
