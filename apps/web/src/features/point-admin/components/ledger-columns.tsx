import type { ColumnDef } from '@tanstack/react-table';
import type { AdminPointRecordItem } from '@carddogam/contract/calls/points';
import { formatDateTime } from '../../../lib/format';
import { PointAmount } from '../../mypage';

const memberText = (row: AdminPointRecordItem) =>
  row.nickname ? `${row.nickname} (${row.user_id})` : row.user_id;
const balanceText = (row: AdminPointRecordItem) =>
  row.balance === null ? '-' : `${row.balance.toLocaleString('ko-KR')}P`;

/** The ledger's columns on /admin/point/list; the CSV export takes the same texts. */
export const ledgerColumns: ColumnDef<AdminPointRecordItem>[] = [
  { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
  {
    accessorKey: 'created',
    header: '일시',
    cell: ({ row }) => formatDateTime(row.original.created),
    meta: { nowrap: true, csv: (r) => formatDateTime(r.created) },
  },
  {
    id: 'member',
    header: '회원',
    cell: ({ row }) => memberText(row.original),
    meta: { csv: memberText, label: '회원' },
  },
  { accessorKey: 'menu', header: '메뉴', meta: { nowrap: true } },
  { accessorKey: 'activity', header: '활동', meta: { nowrap: true } },
  { accessorKey: 'title', header: '내용' },
  {
    accessorKey: 'amount',
    header: '포인트',
    cell: ({ row }) => <PointAmount amount={row.original.amount} />,
    meta: { nowrap: true },
  },
  {
    id: 'balance',
    header: '잔액',
    cell: ({ row }) => balanceText(row.original),
    meta: { nowrap: true, csv: balanceText, label: '잔액' },
  },
  {
    accessorKey: 'by_user_id',
    header: '처리자',
    cell: ({ row }) => row.original.by_user_id ?? '-',
    meta: { nowrap: true },
  },
];
