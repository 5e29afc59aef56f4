import { Group, Paper, Stack, Text } from '@mantine/core';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { DbRequestBadge } from '../components/DbRequestBadge';

/** The handling of a 카드/DB 추가 요청 post: its status, the staff's reply and when it last changed. */
export function DbRequestBlock({ request }: { request: NonNullable<BoardReadResult['db_request']> }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" component="section" aria-label="요청 처리 현황">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" fw={700}>
              처리 상태
            </Text>
            <DbRequestBadge status={request.status} />
          </Group>
          {request.updated && (
            <Text size="xs" c="dimmed">
              {request.updated} 처리
            </Text>
          )}
        </Group>
        {request.reply ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            <Text span size="sm" fw={600}>
              운영진 답변:{' '}
            </Text>
            {request.reply}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            아직 운영진 답변이 없습니다.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
