import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { BoardPostItem } from '@carddogam/contract/calls/board';

interface PostTitleProps {
  post: BoardPostItem;
  /** Where the title leads: the read page, with the list's state when shown in a list. */
  href: string;
  /** Show the 말머리 before the title (lists with their own 말머리 column leave it out). */
  withCategory?: boolean;
  /** The post being read: its title is not a link. */
  current?: boolean;
}

/**
 * A post's title as lists show it: [말머리] 제목 [댓글 수], with the new (N), image and 베스트 marks. Only the
 * title is the link, so its accessible name is the title alone.
 * A blinded post's title is whatever the server sent (the blind notice for most viewers).
 */
export function PostTitle({ post, href, withCategory = true, current = false }: PostTitleProps) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      {withCategory && post.category && (
        <Text span c="dimmed" size="sm" style={{ flexShrink: 0 }}>
          [{post.category}]
        </Text>
      )}
      {current ? (
        <Text size="sm" fw={700} truncate aria-current="page">
          {post.title}
        </Text>
      ) : (
        <Anchor
          component={Link}
          to={href}
          size="sm"
          c={post.blinded ? 'dimmed' : undefined}
          fw={post.is_notice ? 700 : 500}
          truncate
          // A tap target of at least 24 px high (WCAG 2.5.8), also where rows are stacked closely.
          style={{ minWidth: 0, lineHeight: '24px' }}
        >
          {post.title}
        </Anchor>
      )}
      {post.comment_count > 0 && (
        <Text
          span
          size="xs"
          c="orange.7"
          fw={700}
          title={`댓글 ${post.comment_count}개`}
          style={{ flexShrink: 0 }}
        >
          [{post.comment_count}]
        </Text>
      )}
      {post.has_image && (
        <IconPhoto
          size={14}
          role="img"
          aria-label="이미지 있음"
          style={{ flexShrink: 0 }}
          color="var(--mantine-color-gray-6)"
        />
      )}
      {post.is_new && (
        <Badge
          component="span"
          role="img"
          aria-label="새 글"
          size="xs"
          // red.9: white on Mantine's red is 3.8:1, under the 4.5:1 that 9-px text needs.
          color="red.9"
          variant="filled"
          circle
          style={{ flexShrink: 0 }}
        >
          N
        </Badge>
      )}
      {post.is_best && !post.is_notice && (
        <Badge size="xs" color="yellow" variant="light" style={{ flexShrink: 0 }}>
          베스트
        </Badge>
      )}
    </Group>
  );
}
