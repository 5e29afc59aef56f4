import { Anchor, Divider, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Inquiry } from '@carddogam/contract/calls/contact';
import { CONTACT_MSG } from '@carddogam/contract/messages';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from './StatusBadge';

/** Typed text shown as typed: React escapes it, and line breaks are kept. */
function PlainText({ children }: { children: string }) {
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} size="sm">
      {children}
    </Text>
  );
}

/** One inquiry with its images, then the answer or the notice that it is on its way. */
export function InquiryView({ inquiry }: { inquiry: Inquiry }) {
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <StatusBadge status={inquiry.status} />
            <Title order={2} fz={{ base: 17, sm: 20 }} style={{ overflowWrap: 'anywhere' }}>
              {inquiry.title}
            </Title>
          </Group>
          <Text size="xs" c="dimmed">
            {inquiry.category} · {formatDateTime(inquiry.created)}
            {inquiry.asker.nickname ? ` · ${inquiry.asker.nickname}` : ''}
          </Text>
          <Divider />
          <PlainText>{inquiry.content}</PlainText>
          {inquiry.images.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {inquiry.images.map((url, index) => (
                <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer">
                  <Image src={url} alt={`첨부 이미지 ${index + 1}`} radius="sm" fit="contain" mah={240} />
                </Anchor>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" bg="var(--mantine-color-default-hover)">
        <Stack gap="xs" aria-label="답변" role="region">
          <Group justify="space-between">
            <Text fw={600}>운영진 답변</Text>
            {inquiry.answered_at && (
              <Text size="xs" c="dimmed">
                {formatDateTime(inquiry.answered_at)}
              </Text>
            )}
          </Group>
          {inquiry.answer === null ? (
            <Text size="sm" c="dimmed">
              {CONTACT_MSG.waiting}
            </Text>
          ) : (
            <PlainText>{inquiry.answer}</PlainText>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
