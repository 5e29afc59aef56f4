import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { StaffLogItem } from '@carddogam/contract/calls/manager-admin';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { formatDateTime } from '../../lib/format';
import { SiteAdminLayout } from '../site-admin';
import { MANAGER_PAGE_SIZE, staffLogQuery } from './api/manager-queries';
import { StaffLogDiff } from './components/StaffLogDiff';
import { EMPTY_LOG_FILTER, StaffLogFilters, type StaffLogFilter } from './components/StaffLogFilters';
import { valueDiff } from './components/value-diff';

const columns: ColumnDef<StaffLogItem>[] = [
  {
    id: 'created',
    header: '일시',
    accessorFn: (row) => formatDateTime(row.created),
    meta: { nowrap: true },
  },
  {
    id: 'who',
    header: '작업자',
    accessorFn: (row) => `${row.nickname ?? '(탈퇴)'} (${row.user_id})`,
  },
  { id: 'action', header: '작업', accessorFn: (row) => row.action, meta: { nowrap: true } },
  {
    id: 'target',
    header: '대상',
    accessorFn: (row) => (row.target_id ? `${row.target_type} ${row.target_id}` : row.target_type),
  },
  {
    id: 'diff',
    header: '변경 내용',
    accessorFn: (row) =>
      valueDiff(row.before, row.after)
        .map((line) => `${line.field}: ${line.before} → ${line.after}`)
        .join('; '),
    cell: ({ row }) => <StaffLogDiff before={row.original.before} after={row.original.after} />,
  },
  {
    id: 'memo',
    header: '사유',
    accessorFn: (row) => row.memo,
    cell: ({ row }) => <Text size="sm">{row.original.memo || '-'}</Text>,
  },
];

/** /admin/manager/log: every back-office write, who made it and what it changed (decision 037). */
export default function StaffLogPage() {
  return (
    <SiteAdminLayout group="manager" title="매니저 기록">
      {() => <StaffLogScreen />}
    </SiteAdminLayout>
  );
}

function StaffLogScreen() {
  const [filter, setFilter] = useState<StaffLogFilter>(EMPTY_LOG_FILTER);
  const [page, setPage] = useState(1);
  const list = useQuery(
    staffLogQuery({
      ...filter,
      from: filter.from || undefined,
      to: filter.to || undefined,
      page,
      size: MANAGER_PAGE_SIZE,
    }),
  );
  return (
    <Stack gap="md">
      <StaffLogFilters onSearch={(next) => (setFilter(next), setPage(1))} />
      <AdminTable
        label="매니저 기록"
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText="기록이 없습니다"
        {...pagedTableProps(list, { page, pageSize: MANAGER_PAGE_SIZE, onPageChange: setPage })}
      />
    </Stack>
  );
}
