import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BoardPostItem } from '@carddogam/contract/calls/board';
import { Marked } from './Marked';
import { postHref } from '../lib/search-links';

/** The newest matching posts of the boards this visitor may read: board, title, writer, date, comments. */
export function PostHits({ rows, q }: { rows: BoardPostItem[]; q: string }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((post) => (
        <Group key={post.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              [{post.board_name}]
            </Text>
            <Anchor component={Link} to={postHref(post)} size="sm" fw={500} style={{ minWidth: 0 }}>
              <Marked q={q} size="sm" inherit truncate>
                {post.title}
              </Marked>
            </Anchor>
            {post.comment_count > 0 && (
              <Text span size="xs" c="indigo.7" fw={700} style={{ flexShrink: 0 }}>
                [{post.comment_count}]
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {post.writer.nickname} · {post.created.slice(0, 10)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
