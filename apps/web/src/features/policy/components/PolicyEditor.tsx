import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PolicyPage } from '@carddogam/contract/calls/policy-pages';
import { errorMessage } from '../../../lib/error-message';
import { useResetPolicyText, useSavePolicyText } from '../api/policy-mutations';

interface PolicyEditorProps {
  page: PolicyPage;
  title: string;
  /** The text in force, in the markup (the built-in one turned into it while nothing is saved). */
  initial: string;
  /** A 관리자 text is saved, so going back to the built-in one means something. */
  saved: boolean;
  onDone: () => void;
}

const MARKUP_HELP =
  '첫 줄 "시행일 YYYY-MM-DD"는 시행일, "## "로 시작하는 줄은 조항 제목, "1. "이나 "- "로 시작하는 줄은 목록, 나머지 줄은 문단이 됩니다. 주소(https://… 또는 /contact/write)는 링크가 됩니다.';

/** The 관리자's edit mode of a policy page: the whole text in one box, saved as plain lines. */
export function PolicyEditor({ page, title, initial, saved, onDone }: PolicyEditorProps) {
  const [text, setText] = useState(initial);
  const save = useSavePolicyText(page);
  const reset = useResetPolicyText(page);
  const busy = save.isPending || reset.isPending;
  const failure = save.error ?? reset.error;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {title} 수정
        </Title>
        <Text size="sm" c="dimmed">
          {MARKUP_HELP}
        </Text>
        <Textarea
          label="본문"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={16}
          maxRows={40}
          styles={{ input: { fontFamily: 'inherit', lineHeight: 1.6 } }}
        />
        {failure && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            disabled={!saved || busy}
            onClick={() => reset.mutate(undefined, { onSuccess: onDone })}
          >
            기본 문구로 되돌리기
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone} disabled={busy}>
              취소
            </Button>
            <Button
              loading={save.isPending}
              disabled={busy}
              onClick={() => save.mutate(text, { onSuccess: onDone })}
            >
              저장
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
