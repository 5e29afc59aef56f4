import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { UserPopupMenu } from '../../user-menu';
import { formatDate, formatThousands } from '../../../lib/format';
import type { AdminUser } from '../api/admin-user-queries';
import { UserRowActions, type UserAction } from './UserRowActions';

interface UserTableProps {
  users: AdminUser[];
  selfId: string;
  onAction: (action: UserAction, user: AdminUser) => void;
  onDetail: (user: AdminUser) => void;
}

/** Members as staff see them (e-mail included); scrolls sideways on a phone. */
export function UserTable({ users, selfId, onAction, onDetail }: UserTableProps) {
  if (users.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        조건에 맞는 회원이 없습니다.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="회원 목록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>아이디</Table.Th>
            <Table.Th>닉네임</Table.Th>
            <Table.Th>이메일</Table.Th>
            <Table.Th>유형</Table.Th>
            <Table.Th ta="right">등급</Table.Th>
            <Table.Th ta="right">포인트</Table.Th>
            <Table.Th>밴 기한</Table.Th>
            <Table.Th>가입일</Table.Th>
            <Table.Th>최근 방문</Table.Th>
            <Table.Th aria-label="관리" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.user_id}>
              <Table.Td>{user.user_id}</Table.Td>
              <Table.Td>
                <UserPopupMenu user={user} />
              </Table.Td>
              <Table.Td>
                {user.email}
                {!user.email_certified && (
                  <Badge ml={6} size="xs" color="gray" variant="light">
                    미인증
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.type}</Table.Td>
              <Table.Td ta="right">{user.grade}</Table.Td>
              <Table.Td ta="right">{formatThousands(user.point)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {user.type === '밴 유저' ? (user.ban_until ? formatDate(user.ban_until) : '무기한') : '-'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.created)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.last_visit) || '-'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    aria-label={`${user.user_id} 상세`}
                    onClick={() => onDetail(user)}
                  >
                    상세
                  </Button>
                  <UserRowActions user={user} isSelf={user.user_id === selfId} onAction={onAction} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
