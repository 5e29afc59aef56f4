import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BoardPostItem } from '@carddogam/contract/calls/board';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';

/** [말머리] title [comments], linked to the post; a blinded post says so. */
export function PostTitleLink({ post }: { post: BoardPostItem }) {
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      {post.category && (
        <Text span size="sm" c="dimmed" style={{ flex: 'none' }}>
          [{post.category}]
        </Text>
      )}
      <Anchor
        component={Link}
        to={boardReadPath({ group: post.board_group, name: post.board_name }, post.id)}
        size="sm"
        fw={500}
        truncate="end"
        miw={0}
      >
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
      {post.blinded && (
        <Badge size="xs" color="gray" style={{ flex: 'none' }}>
          블라인드
        </Badge>
      )}
    </Group>
  );
}
