import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { formatThousands } from '../../../lib/format';
import { DbRequestBadge } from '../components/DbRequestBadge';
import { PostWriter } from '../components/PostWriter';

/** The post's title with its 말머리 and marks, and the writer, dates, views, votes and comment count. */
export function PostHeader({ read }: { read: BoardReadResult }) {
  const { post } = read;
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="wrap">
        {post.is_notice && (
          <Badge color="red" variant="light" radius="sm">
            공지
          </Badge>
        )}
        {post.is_best && (
          <Badge color="yellow" variant="light" radius="sm">
            베스트
          </Badge>
        )}
        {post.db_request_status && <DbRequestBadge status={post.db_request_status} />}
      </Group>
      <Title order={2} size="h3" id="post-title" style={{ wordBreak: 'break-word' }}>
        {post.category && (
          <Text span inherit c="dimmed" fw={500}>
            [{post.category}]{' '}
          </Text>
        )}
        {post.title}
      </Title>
      <Group gap={8} wrap="wrap" align="center">
        <PostWriter writer={post.writer} />
        <Text size="xs" c="dimmed">
          작성 {post.created}
          {post.updated && ` · 수정 ${post.updated}`}
        </Text>
        <Text size="xs" c="dimmed">
          조회 {formatThousands(post.view_count)} · 추천 {formatThousands(post.vote_up)} · 댓글{' '}
          {formatThousands(post.comment_count)}
        </Text>
      </Group>
    </Stack>
  );
}
