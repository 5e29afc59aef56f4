import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { ManagerMember } from '@carddogam/contract/calls/manager-admin';
import { formatDate } from '../../../lib/format';

/** The columns every manager list shows of a member. */
export const memberColumns: ColumnDef<ManagerMember>[] = [
  { id: 'user_id', header: '아이디', accessorFn: (row) => row.user_id },
  { id: 'nickname', header: '닉네임', accessorFn: (row) => row.nickname },
  {
    id: 'type',
    header: '유형',
    accessorFn: (row) => row.type,
    meta: { nowrap: true },
    cell: ({ row }) => (
      <Badge size="sm" variant="light" color="gray">
        {row.original.type}
      </Badge>
    ),
  },
  { id: 'grade', header: '등급', accessorFn: (row) => row.grade, meta: { align: 'right', nowrap: true } },
  {
    id: 'created',
    header: '가입일',
    accessorFn: (row) => formatDate(row.created),
    meta: { nowrap: true },
  },
  {
    id: 'last_visit',
    header: '최근 방문',
    accessorFn: (row) => formatDate(row.last_visit) || '-',
    meta: { nowrap: true },
  },
];
