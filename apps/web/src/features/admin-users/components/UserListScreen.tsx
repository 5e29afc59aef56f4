import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UserType } from '@carddogam/contract/constants';
import { ListPager } from '../../../components/ListPager';
import { QueryState } from '../../../components/QueryState';
import { USER_PAGE_SIZE, userListQuery, type AdminUser } from '../api/admin-user-queries';
import { useUserListParams } from '../hooks/use-user-list-params';
import { MemberDetailDrawer } from './detail/MemberDetailDrawer';
import { UserActionModal } from './UserActionModal';
import type { UserAction } from './UserRowActions';
import { UserSearchBar } from './UserSearchBar';
import { UserTable } from './UserTable';

/** Search, the member table with its actions, and paging; `fixedType` makes the banned list. */
export function UserListScreen({ selfId, fixedType }: { selfId: string; fixedType?: UserType }) {
  const { params, filters, page, detail, update, showDetail } = useUserListParams(fixedType);
  const list = useQuery(userListQuery(params));
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUser } | null>(null);

  return (
    <Stack gap="md">
      <UserSearchBar
        // Started again when the address changes (back, a shared link), so the fields show what is searched.
        key={`${filters.q}|${filters.joined_from}|${filters.joined_to}`}
        filters={filters}
        typeFixed={fixedType !== undefined}
        onSearch={update}
      />
      {list.data ? (
        <>
          <Text size="sm" c="dimmed">
            총 {list.data.total}명
          </Text>
          <UserTable
            users={list.data.items}
            selfId={selfId}
            onAction={(action, user) => setOpen({ action, user })}
            onDetail={(user) => showDetail(user.user_id)}
          />
          <ListPager
            page={page}
            total={list.data.total}
            size={USER_PAGE_SIZE}
            onChange={(next) => update({ page: next })}
          />
        </>
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
      <MemberDetailDrawer userId={detail} onClose={() => showDetail(null)} />
      {open && <UserActionModal action={open.action} user={open.user} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
