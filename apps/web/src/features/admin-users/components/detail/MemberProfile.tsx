import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PERMISSION_LABELS, PERMISSIONS } from '@carddogam/contract/calls/manager-admin';
import { UserBadge } from '../../../../components/user/UserBadge';
import { formatDate, formatDateTime, formatThousands } from '../../../../lib/format';
import type { MemberDetail } from '../../api/admin-user-queries';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Who the member is: account, type and grade, balance, dates and the §3 permission flags. */
export function MemberProfile({ user }: { user: MemberDetail['user'] }) {
  const banned = user.type === '밴 유저';
  return (
    <Stack gap="sm" component="section" aria-label="회원 정보">
      <Group gap="xs">
        <UserBadge type={user.type} grade={user.grade} />
        <Text fw={600}>{user.nickname}</Text>
        <Text c="dimmed" size="sm">
          {user.user_id}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Field label="이메일">
          {user.email}
          {!user.email_certified && ' (미인증)'}
        </Field>
        <Field label="유형">
          {banned
            ? `${user.type} (${user.ban_until ? `${formatDate(user.ban_until)}까지` : '무기한'})`
            : user.type}
        </Field>
        <Field label="등급">{user.grade > 0 ? user.grade : '신규'}</Field>
        <Field label="보유 포인트">{formatThousands(user.point)}</Field>
        <Field label="가입일">{formatDateTime(user.created)}</Field>
        <Field label="최근 방문">{user.last_visit ? formatDateTime(user.last_visit) : '-'}</Field>
      </SimpleGrid>
      <Group gap={6} aria-label="권한">
        {PERMISSIONS.map((permission) => (
          <Badge
            key={permission}
            size="sm"
            variant={user[permission] ? 'filled' : 'outline'}
            color={user[permission] ? 'teal' : 'gray'}
          >
            {PERMISSION_LABELS[permission]} {user[permission] ? '있음' : '없음'}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
