import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserSummary } from '@carddogam/contract/calls/application';
import { UserBadge } from '../../../../components/user/UserBadge';

/** Whose posts these are: picture, grade or role badge, and nickname. */
export function ProfileSummary({ member }: { member: UserSummary }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap">
        <Avatar src={member.profile_image} size={56} radius="xl" alt={`${member.nickname} 프로필 이미지`}>
          {member.nickname.slice(0, 1)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Group gap={8} wrap="nowrap">
            <UserBadge type={member.type} grade={member.grade} />
            <Title order={1} size="h3" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {member.nickname}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {member.nickname}님이 작성한 게시글과 댓글입니다.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
