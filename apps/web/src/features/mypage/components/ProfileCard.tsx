import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { Badge } from '@carddogam/contract/users';
import type { SessionUserBody } from '@carddogam/contract/calls/auth';
import { UserBadge } from '../../../components/user/UserBadge';
import { formatDate } from '../../../lib/format';

/** Who the member is: picture, nickname with badge, id, type, grade and join date. */
export function ProfileCard({ user, badge }: { user: SessionUserBody; badge: Badge }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={user.profile_image} size={64} radius="xl" alt={`${user.nickname} 프로필 이미지`}>
          {user.nickname.slice(0, 1)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <UserBadge badge={badge} />
            <Text fw={700} size="lg" truncate>
              {user.nickname}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            아이디 {user.user_id}
          </Text>
          <Text size="sm">
            회원 유형 {user.type} · 등급 {user.grade > 0 ? user.grade : '신규'}
          </Text>
          <Text size="xs" c="dimmed">
            가입일 {formatDate(user.created)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
