import { Text } from '@mantine/core';
import type { BoardWriter } from '@carddogam/contract/calls/board';
import { SYSTEM_WRITER_ID } from '@carddogam/contract/board/seeded-boards';
import { UserPopupMenu } from '../../user-menu';

interface PostWriterProps {
  writer: BoardWriter;
  size?: 'xs' | 'sm';
}

/**
 * The writer of a post or comment: the §3 badge and nickname, which open the §2.21 user menu. The site's
 * own posts (카드도감 운영팀) belong to no member, so they show the name alone.
 */
export function PostWriter({ writer, size = 'sm' }: PostWriterProps) {
  if (writer.user_id === SYSTEM_WRITER_ID) {
    return (
      <Text size={size} fw={600} span>
        {writer.nickname}
      </Text>
    );
  }
  return (
    <UserPopupMenu
      size={size}
      user={{
        user_id: writer.user_id,
        nickname: writer.nickname,
        type: writer.type,
        grade: writer.grade,
        collection_show: writer.collection_show,
      }}
    />
  );
}
