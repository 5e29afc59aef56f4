import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import type { BoardWriter } from '@carddogam/contract/calls/board';
import { UserBadge } from '../../../../components/user/UserBadge';

/** A post's address on the site; the back office opens it in a new tab so the list stays where it was. */
export function PostLink({
  post,
  children,
}: {
  post: { id: number; board_group: string; board_name: string };
  children: ReactNode;
}) {
  return (
    <Anchor
      href={boardReadPath({ group: post.board_group, name: post.board_name }, post.id)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
    >
      {children}
    </Anchor>
  );
}

/** The title as staff see it (the real one even when blinded) with its 말머리 and moderation marks. */
export function PostTitleCell({
  post,
}: {
  post: {
    id: number;
    board_group: string;
    board_name: string;
    title: string;
    category: string | null;
    is_notice: boolean;
    blinded: boolean;
    review_requested?: boolean;
  };
}) {
  return (
    <Group gap={6} wrap="nowrap" maw={420}>
      {post.is_notice && (
        <Badge size="xs" color="red" variant="light">
          공지
        </Badge>
      )}
      <Text size="sm" truncate>
        {post.category && (
          <Text span c="dimmed" size="sm">
            [{post.category}]{' '}
          </Text>
        )}
        <PostLink post={post}>{post.title}</PostLink>
      </Text>
      {post.blinded && (
        <Badge size="xs" color="gray" variant="filled">
          블라인드
        </Badge>
      )}
      {post.review_requested && (
        <Badge size="xs" color="orange" variant="light">
          검토 요청
        </Badge>
      )}
    </Group>
  );
}

export function WriterCell({ writer }: { writer: BoardWriter }) {
  return (
    <Group gap={4} wrap="nowrap">
      <UserBadge type={writer.type} grade={writer.grade} size="xs" />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {writer.nickname}
      </Text>
      <Text size="xs" c="dimmed">
        ({writer.user_id})
      </Text>
    </Group>
  );
}
