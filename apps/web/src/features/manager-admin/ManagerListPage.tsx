import { useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ManagerMember } from '@carddogam/contract/calls/manager-admin';
import { STAFF_TYPES } from '@carddogam/contract/users';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { UserActionModal } from '../admin-users';
import { SiteAdminLayout } from '../site-admin';
import { MANAGER_PAGE_SIZE, managerKeys, staffListQuery } from './api/manager-queries';
import { memberColumns } from './components/member-columns';

/** /admin/manager/list: staff by type (관리자, 운영진, 매니저, 일어알바), with the type change of the member screens. */
export default function ManagerListPage() {
  return (
    <SiteAdminLayout group="manager" title="매니저 목록">
      {(admin) => <ManagerListScreen selfId={admin.user_id} />}
    </SiteAdminLayout>
  );
}

function ManagerListScreen({ selfId }: { selfId: string }) {
  const [type, setType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<ManagerMember | null>(null);
  const list = useQuery(staffListQuery(type ?? undefined, page));
  const queryClient = useQueryClient();

  const columns: ColumnDef<ManagerMember>[] = [
    ...memberColumns,
    {
      id: 'change',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`${row.original.user_id} 유형 변경`}
          disabled={row.original.user_id === selfId}
          onClick={() => setChanging(row.original)}
        >
          유형 변경
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminTable
        label="매니저 목록"
        columns={columns}
        getRowId={(row) => row.user_id}
        toolbar={
          <Select
            aria-label="유형"
            placeholder="전체 운영진"
            data={[...STAFF_TYPES]}
            value={type}
            onChange={(value) => (setType(value), setPage(1))}
            clearable
            w={160}
          />
        }
        emptyText="해당 유형의 회원이 없습니다"
        {...pagedTableProps(list, { page, pageSize: MANAGER_PAGE_SIZE, onPageChange: setPage })}
      />
      {changing && (
        <UserActionModal
          action="type"
          user={changing}
          onClose={() => {
            setChanging(null);
            void queryClient.invalidateQueries({ queryKey: managerKeys.all });
          }}
        />
      )}
    </Stack>
  );
}
