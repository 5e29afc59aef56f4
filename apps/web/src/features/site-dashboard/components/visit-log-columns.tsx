import type { ColumnDef } from '@tanstack/react-table';
import type { VisitLogItem } from '@carddogam/contract/calls/site-dashboard';
import { formatDateTime } from '../../../lib/format';

const memberText = (row: VisitLogItem) =>
  row.user_id === null ? '비회원' : row.nickname ? `${row.nickname} (${row.user_id})` : row.user_id;

/** The visitor log's columns on /admin/main/visited_log; the CSV export takes the same texts. */
export const visitLogColumns: ColumnDef<VisitLogItem>[] = [
  { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
  {
    accessorKey: 'created',
    header: '일시',
    cell: ({ row }) => formatDateTime(row.original.created),
    meta: { nowrap: true, csv: (r) => formatDateTime(r.created) },
  },
  { accessorKey: 'path', header: '경로' },
  {
    id: 'member',
    header: '회원',
    cell: ({ row }) => memberText(row.original),
    meta: { csv: memberText, label: '회원' },
  },
  {
    accessorKey: 'ip',
    header: 'IP',
    cell: ({ row }) => row.original.ip ?? '-',
    meta: { nowrap: true },
  },
];
