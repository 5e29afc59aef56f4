import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BoardPostItem } from '@carddogam/contract/calls/board';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import { listDate } from '../../boards';
import { UserPopupMenu } from '../../user-menu';
import { BlockItem } from './BlockList';

interface BoardPostRowProps {
  post: BoardPostItem;
  /** Rows gathered from several boards (베스트) say which board each comes from. */
  showBoard?: boolean;
}

/** One post of a home block: [board] [말머리] title [comments], then the writer and the date. */
export function BoardPostRow({ post, showBoard = false }: BoardPostRowProps) {
  const href = boardReadPath({ group: post.board_group, name: post.board_name }, post.id);
  return (
    <BlockItem>
      <Group gap={4} wrap="nowrap" miw={0}>
        {showBoard && (
          <Text span size="xs" c="dimmed" style={{ flex: 'none' }}>
            {post.board_name}
          </Text>
        )}
        {post.category && (
          <Text span size="sm" c="dimmed" style={{ flex: 'none' }}>
            [{post.category}]
          </Text>
        )}
        <Anchor component={Link} to={href} size="sm" c="var(--mantine-color-text)" truncate="end" miw={0}>
          {post.title}
        </Anchor>
        {post.comment_count > 0 && (
          <Text
            span
            size="xs"
            fw={700}
            c="orange.7"
            title={`댓글 ${post.comment_count}개`}
            style={{ flex: 'none' }}
          >
            [{post.comment_count}]
          </Text>
        )}
        {post.is_new && (
          <Badge size="xs" circle color="red" variant="filled" aria-label="새 글" style={{ flex: 'none' }}>
            N
          </Badge>
        )}
      </Group>
      <Group gap={6} wrap="nowrap" mt={2}>
        <UserPopupMenu user={post.writer} size="xs" />
        <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
          {listDate(post.created)}
        </Text>
      </Group>
    </BlockItem>
  );
}
