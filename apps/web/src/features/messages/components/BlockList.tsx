import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useBlockMember } from '../api/message-mutations';
import { blockListQuery } from '../api/message-queries';

/** The members whose messages I refuse, each with 차단 해제. */
export function BlockList() {
  const blocks = useQuery(blockListQuery);
  const unblock = useBlockMember();
  if (!blocks.data) return <QueryState error={blocks.error} onRetry={() => void blocks.refetch()} />;
  if (blocks.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        차단한 회원이 없습니다. 받은 쪽지의 &apos;차단&apos; 버튼으로 회원을 차단할 수 있습니다.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {blocks.data.map((member) => (
        <Paper key={member.user_id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {member.nickname}
              </Text>
              <Text size="xs" c="dimmed">
                차단한 날 {formatDateTime(member.created)}
              </Text>
            </Stack>
            <Button
              size="compact-sm"
              variant="default"
              loading={unblock.isPending && unblock.variables.userId === member.user_id}
              onClick={() =>
                unblock.mutate(
                  { userId: member.user_id, block: false },
                  { onSuccess: (a) => showSuccess(a.message), onError: (e) => showError(errorMessage(e)) },
                )
              }
            >
              차단 해제
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
