import { useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { PERMISSION_LABELS, PERMISSIONS, type ManagerMember } from '@carddogam/contract/calls/manager-admin';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { SiteAdminLayout } from '../site-admin';
import { MANAGER_PAGE_SIZE, permissionListQuery, usePermissionUpdate } from './api/manager-queries';
import { memberColumns } from './components/member-columns';
import { MemberSearch } from './components/MemberSearch';
import { PermissionGrantForm } from './components/PermissionGrantForm';

/** /admin/manager/permission: members holding a §3 permission flag; 관리자 grant and revoke them. */
export default function PermissionPage() {
  return (
    <SiteAdminLayout group="manager" title="권한 관리">
      {() => <PermissionScreen />}
    </SiteAdminLayout>
  );
}

function PermissionScreen() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(permissionListQuery(q, page));
  const update = usePermissionUpdate();

  const flagColumns: ColumnDef<ManagerMember>[] = PERMISSIONS.map((permission) => ({
    id: permission,
    header: PERMISSION_LABELS[permission],
    accessorFn: (row) => (row[permission] ? 'O' : 'X'),
    meta: { align: 'center', nowrap: true },
    cell: ({ row }) => (
      <Switch
        aria-label={`${row.original.user_id} ${PERMISSION_LABELS[permission]}`}
        checked={row.original[permission]}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate({
            user_id: row.original.user_id,
            permission,
            granted: event.currentTarget.checked,
            reason: '',
          })
        }
      />
    ),
  }));

  return (
    <Stack gap="md">
      <PermissionGrantForm />
      <AdminTable
        label="권한 보유 회원"
        columns={[...memberColumns.slice(0, 3), ...flagColumns]}
        getRowId={(row) => row.user_id}
        toolbar={<MemberSearch label="권한 보유 회원 검색" onSearch={(text) => (setQ(text), setPage(1))} />}
        emptyText="권한을 가진 회원이 없습니다"
        {...pagedTableProps(list, { page, pageSize: MANAGER_PAGE_SIZE, onPageChange: setPage })}
      />
    </Stack>
  );
}
