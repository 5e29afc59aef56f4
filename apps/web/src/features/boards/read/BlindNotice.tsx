import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';

/**
 * What a blinded post tells its viewer (decision 026): others see only the notice; the writer may edit
 * the post to ask moderators to look again; moderators see the content with the notice above it.
 */
export function BlindNotice({ read, isWriter }: { read: BoardReadResult; isWriter: boolean }) {
  const { post } = read;
  if (!post.blinded) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconEyeOff size={18} />} role="status">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {BOARD_MSG.blindedPost}
        </Text>
        {post.review_requested && (
          <Badge color="blue" variant="light" radius="sm">
            검토 요청됨
          </Badge>
        )}
      </Group>
      {isWriter && !post.review_requested && (
        <Text size="sm" mt={4}>
          글을 수정하면 운영진에게 다시 검토해 달라고 요청할 수 있습니다.
        </Text>
      )}
      {isWriter && post.review_requested && (
        <Text size="sm" mt={4}>
          운영진이 수정한 글을 검토하고 있습니다. 블라인드가 풀리면 다른 회원도 글을 볼 수 있습니다.
        </Text>
      )}
      {!isWriter && !post.content_hidden && (
        <Text size="sm" mt={4}>
          운영진 권한으로 블라인드된 내용을 보고 있습니다.
        </Text>
      )}
    </Alert>
  );
}
