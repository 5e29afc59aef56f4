import type { ReactNode } from 'react';
import { Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PolicyLine } from './components/PolicyLine';
import type { PolicyBlock, PolicyDoc } from './lib/policy-markup';

function Blocks({ blocks }: { blocks: PolicyBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <Text key={index} size="sm">
        <PolicyLine text={block.text} />
      </Text>
    ) : (
      <List key={index} type={block.kind === 'ordered' ? 'ordered' : 'unordered'} size="sm" spacing={4}>
        {block.items.map((item, itemIndex) => (
          <List.Item key={itemIndex}>
            <PolicyLine text={item} />
          </List.Item>
        ))}
      </List>
    ),
  );
}

interface PolicyDocumentProps {
  title: string;
  doc: PolicyDoc;
  /** Shown beside the title: the 관리자's edit button. */
  actions?: ReactNode;
  /** Under the effective date: when and by whom the text was last saved. */
  note?: string | null;
}

/** A policy page: its title and effective date, then each article with its paragraphs and lists. */
export function PolicyDocument({ title, doc, actions, note }: PolicyDocumentProps) {
  return (
    <Container size="sm" px={0}>
      <Stack gap="md" component="article" aria-label={title}>
        <Stack gap={4}>
          <Group justify="space-between" align="center" wrap="nowrap">
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {actions}
          </Group>
          {doc.effective && (
            <Text size="sm" c="dimmed">
              시행일 {doc.effective}
            </Text>
          )}
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Stack>
        {doc.intro.length > 0 && (
          <Stack gap="xs">
            <Blocks blocks={doc.intro} />
          </Stack>
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="lg">
            {doc.sections.map((section, index) => (
              <Stack key={index} gap="xs" component="section">
                <Title order={2} fz="md">
                  {section.title}
                </Title>
                <Blocks blocks={section.blocks} />
              </Stack>
            ))}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
