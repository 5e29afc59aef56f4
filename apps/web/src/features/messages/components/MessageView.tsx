import type { ReactNode } from 'react';
import { Anchor, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { MESSAGE_MSG } from '@carddogam/contract/messages';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useBlockMember, useDeleteMessages } from '../api/message-mutations';
import { useOpenMessage } from '../api/message-queries';
import { confirmMessageDelete } from './confirm-delete';
import { composeHref } from '../lib/message-links';

interface MessageViewProps {
  id: number;
  /** Extra actions on a received message (신고하기), placed by the page. */
  renderReceivedActions?: (sender: { userId: string; nickname: string }, messageId: number) => ReactNode;
}

/** One message in full, with 답장, 차단 and 삭제; the sender's copy shows when it was read. */
export function MessageView({ id, renderReceivedActions }: MessageViewProps) {
  const read = useOpenMessage(id);
  const remove = useDeleteMessages();
  const block = useBlockMember();
  const navigate = useNavigate();
  if (!read.data) return <QueryState error={read.error} onRetry={() => void read.refetch()} />;
  const m = read.data;
  const received = m.box === 'inbox';
  const backToBox = `/mypage/message?tab=${m.box}`;

  const confirmDelete = () =>
    confirmMessageDelete(() =>
      remove.mutate(
        { box: m.box, ids: [m.id] },
        {
          onSuccess: () => {
            showSuccess(MESSAGE_MSG.deleted);
            void navigate(backToBox);
          },
          onError: (e) => showError(errorMessage(e)),
        },
      ),
    );

  const toggleBlock = () =>
    block.mutate(
      { userId: m.from.user_id, block: !m.sender_blocked },
      { onSuccess: (answer) => showSuccess(answer.message), onError: (e) => showError(errorMessage(e)) },
    );

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label="쪽지 내용">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text size="sm">
              {received ? '보낸 사람' : '받는 사람'}{' '}
              <Text span fw={700}>
                {received ? m.from.nickname : m.to.nickname}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              보낸 시간 {formatDateTime(m.created)}
              {!received && (m.read_at ? ` · 읽음 ${formatDateTime(m.read_at)}` : ' · 읽지 않음')}
            </Text>
          </Stack>
        </Group>
        {m.trade_post && (
          <Text size="sm">
            거래글{' '}
            <Anchor component={Link} to={`/trade/post/read?id=${m.trade_post.id}`}>
              {m.trade_post.title}
            </Anchor>
          </Text>
        )}
        <Divider />
        <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.content}</Text>
        <Divider />
        <Group gap="xs" justify="space-between">
          <Button component={Link} to={backToBox} variant="default" size="compact-sm">
            목록
          </Button>
          <Group gap="xs">
            {received && (
              <Button component={Link} to={composeHref(m.from.nickname)} size="compact-sm">
                답장
              </Button>
            )}
            {received && (
              <Button variant="default" size="compact-sm" loading={block.isPending} onClick={toggleBlock}>
                {m.sender_blocked ? '차단 해제' : '차단'}
              </Button>
            )}
            {received && renderReceivedActions?.({ userId: m.from.user_id, nickname: m.from.nickname }, m.id)}
            <Button
              color="red"
              variant="light"
              size="compact-sm"
              loading={remove.isPending}
              onClick={confirmDelete}
            >
              삭제
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
