import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { errorMessage } from '../../../lib/error-message';
import { formatThousands } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { showError } from '../../../lib/toast';
import { useVotePost } from '../api/read-mutations';
import { voteBlockReason } from '../lib/vote-block';

/**
 * 추천 / 비추천 with their counts. Members vote once and never on their own post (decision 026); when
 * the viewer cannot, the buttons are disabled and the reason is shown under them.
 */
export function VoteButtons({ read }: { read: BoardReadResult }) {
  const { user } = useSession();
  const vote = useVotePost(read.post.id, read.board.name);
  const reason = voteBlockReason(read, user);
  const note = read.my_vote ? `${read.my_vote === 'up' ? '추천' : '비추천'}한 글입니다.` : reason;

  const send = (value: 'up' | 'down') => vote.mutate(value, { onError: (e) => showError(errorMessage(e)) });

  const button = (value: 'up' | 'down') => {
    const label = value === 'up' ? '추천' : '비추천';
    const count = value === 'up' ? read.post.vote_up : read.post.vote_down;
    const mine = read.my_vote === value;
    return (
      <Button
        variant={mine ? 'filled' : 'outline'}
        color={value === 'up' ? 'blue' : 'gray'}
        size="md"
        leftSection={value === 'up' ? <IconThumbUp size={18} /> : <IconThumbDown size={18} />}
        disabled={reason !== null}
        loading={vote.isPending && vote.variables === value}
        aria-pressed={mine}
        onClick={() => send(value)}
        miw={120}
      >
        {label} {formatThousands(count)}
      </Button>
    );
  };

  return (
    <Stack gap={6} align="center">
      <Tooltip label={reason ?? ''} disabled={reason === null} withArrow>
        {/* A disabled button gets no pointer events; the wrapper shows the tooltip instead. */}
        <Group gap="sm" justify="center">
          {button('up')}
          {button('down')}
        </Group>
      </Tooltip>
      {note && (
        <Text size="xs" c="dimmed" role="note">
          {note}
        </Text>
      )}
    </Stack>
  );
}
