import { Badge, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { RowActions } from '../../../components/admin/RowActions';
import { formatDateTime } from '../../../lib/format';

export type Application = CallResult<typeof leagueCalls.applyList>['items'][number];

const STATUS_COLOR = { 접수: 'blue', 승인: 'teal', 거절: 'red' } as const;
const memberText = (a: Application) => `${a.member.nickname} (${a.member.user_id})`;
const handledText = (a: Application) => (a.handled_at ? formatDateTime(a.handled_at) : '-');

/** The columns of /admin/league/uid_apply; only a waiting application can be decided. */
export function applyColumns(actions: {
  approve: (a: Application) => void;
  refuse: (a: Application) => void;
}): ColumnDef<Application>[] {
  return [
    { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
    {
      id: 'member',
      header: '회원',
      cell: ({ row }) => memberText(row.original),
      meta: { label: '회원', csv: memberText },
    },
    { accessorKey: 'ptcgl_name', header: 'PTCGL 이름' },
    {
      accessorKey: 'ptcgl_uid',
      header: 'PTCGL 플레이어 ID',
      cell: ({ row }) => (
        <Text size="sm" ff="monospace">
          {row.original.ptcgl_uid}
        </Text>
      ),
    },
    {
      accessorKey: 'created',
      header: '신청일',
      cell: ({ row }) => formatDateTime(row.original.created),
      meta: { nowrap: true, csv: (a) => formatDateTime(a.created) },
    },
    {
      id: 'handled_at',
      header: '처리일',
      cell: ({ row }) => handledText(row.original),
      meta: { label: '처리일', nowrap: true, csv: handledText },
    },
    {
      accessorKey: 'status',
      header: '상태',
      cell: ({ row }) => (
        <Badge color={STATUS_COLOR[row.original.status]} variant="light">
          {row.original.status}
        </Badge>
      ),
      meta: { nowrap: true },
    },
    {
      id: 'memo',
      header: '메모',
      cell: ({ row }) => row.original.memo ?? '',
      meta: { label: '메모', csv: (a) => a.memo ?? '' },
    },
    {
      id: 'manage',
      header: '처리',
      enableHiding: false,
      cell: ({ row }) =>
        row.original.status === '접수' ? (
          <RowActions
            subject={`${row.original.ptcgl_name} 신청`}
            actions={[
              { label: '승인', color: 'teal', onClick: () => actions.approve(row.original) },
              { label: '거절', color: 'red', onClick: () => actions.refuse(row.original) },
            ]}
          />
        ) : (
          <Text size="xs" c="dimmed">
            처리됨
          </Text>
        ),
    },
  ];
}
