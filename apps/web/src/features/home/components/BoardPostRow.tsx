import { Group, Text } from '@mantine/core';
import type { BoardPostItem } from '@carddogam/contract/calls/board';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import { listDate, PostTitle } from '../../boards';
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
        <PostTitle post={post} href={href} />
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
