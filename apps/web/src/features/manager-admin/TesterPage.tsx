import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ManagerMember } from '@carddogam/contract/calls/manager-admin';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { SiteAdminLayout } from '../site-admin';
import { MANAGER_PAGE_SIZE, testerListQuery, useTesterAdd, useTesterRemove } from './api/manager-queries';
import { memberColumns } from './components/member-columns';
import { MemberSearch } from './components/MemberSearch';

/** /admin/manager/tester: the 테스터 list; a 사용자 is added by id and a 테스터 goes back to 사용자. */
export default function TesterPage() {
  return (
    <SiteAdminLayout group="manager" title="테스터 관리">
      {() => <TesterScreen />}
    </SiteAdminLayout>
  );
}

function TesterScreen() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [userId, setUserId] = useState('');
  const list = useQuery(testerListQuery(q, page));
  const add = useTesterAdd();
  const remove = useTesterRemove();

  const columns: ColumnDef<ManagerMember>[] = [
    ...memberColumns,
    {
      id: 'remove',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={`${row.original.user_id} 테스터 해제`}
          loading={remove.isPending && remove.variables?.user_id === row.original.user_id}
          onClick={() => remove.mutate({ user_id: row.original.user_id, reason: '' })}
        >
          해제
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <form
        aria-label="테스터 추가"
        onSubmit={(event) => {
          event.preventDefault();
          if (userId.trim())
            add.mutate({ user_id: userId.trim(), reason: '' }, { onSuccess: () => setUserId('') });
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            label="회원 아이디"
            value={userId}
            onChange={(event) => setUserId(event.currentTarget.value)}
          />
          <Button type="submit" loading={add.isPending} disabled={!userId.trim()}>
            테스터 추가
          </Button>
        </Group>
      </form>
      <AdminTable
        label="테스터 목록"
        columns={columns}
        getRowId={(row) => row.user_id}
        toolbar={<MemberSearch label="테스터 검색" onSearch={(text) => (setQ(text), setPage(1))} />}
        emptyText="테스터가 없습니다"
        {...pagedTableProps(list, { page, pageSize: MANAGER_PAGE_SIZE, onPageChange: setPage })}
      />
    </Stack>
  );
}
