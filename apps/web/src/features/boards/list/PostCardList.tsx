import { Box, Group, Stack, Text } from '@mantine/core';
import type { BoardInfo } from '@carddogam/contract/calls/board';
import { formatThousands } from '../../../lib/format';
import { DbRequestBadge } from '../components/DbRequestBadge';
import { PostTitle } from '../components/PostTitle';
import { PostWriter } from '../components/PostWriter';
import type { ListEntry } from '../lib/list-entries';
import { listDate } from '../lib/post-date';
import { Marker } from './PostTable';

interface PostCardListProps {
  board: BoardInfo;
  entries: ListEntry[];
  hrefOf: (id: number) => string;
}

/** The phone list: one row per post, the title on top and writer, date, views and votes under it. */
export function PostCardList({ board, entries, hrefOf }: PostCardListProps) {
  return (
    <Stack
      gap={0}
      component="ul"
      aria-label={`${board.name} 게시글 목록`}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {entries.map((entry) => {
        const { post } = entry;
        return (
          <Box
            component="li"
            key={entry.key}
            data-post-id={post.id}
            px="xs"
            py={8}
            bg={entry.current ? 'blue.0' : entry.pinned ? 'gray.0' : undefined}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group gap={6} wrap="nowrap" mb={4}>
              {typeof entry.marker === 'string' && <Marker marker={entry.marker} />}
              {post.db_request_status && <DbRequestBadge status={post.db_request_status} size="xs" />}
              <Box style={{ minWidth: 0, flex: 1 }}>
                <PostTitle post={post} href={hrefOf(post.id)} current={entry.current} />
              </Box>
            </Group>
            <Group gap={8} wrap="wrap">
              <PostWriter writer={post.writer} size="xs" />
              <Text size="xs" c="dimmed">
                {listDate(post.created)} · 조회 {formatThousands(post.view_count)} · 추천{' '}
                {formatThousands(post.vote_up)}
              </Text>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}
