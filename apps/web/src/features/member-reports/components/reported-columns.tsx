import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReportedMember } from '@carddogam/contract/calls/member-report';
import { formatDateTime } from '../../../lib/format';

interface ColumnActions {
  onOpen: (member: ReportedMember) => void;
  onBan: (member: ReportedMember) => void;
}

/** The reported members table: one row per member, the reports gathered. */
export function reportedColumns({ onOpen, onBan }: ColumnActions): ColumnDef<ReportedMember>[] {
  return [
    {
      id: 'nickname',
      header: '닉네임',
      accessorFn: (row) => row.nickname,
      cell: ({ row }) => (
        <Anchor component="button" type="button" size="sm" onClick={() => onOpen(row.original)}>
          {row.original.nickname}
        </Anchor>
      ),
    },
    { id: 'user_id', header: '아이디', accessorFn: (row) => row.user_id },
    {
      id: 'type',
      header: '유형',
      accessorFn: (row) => row.type ?? '탈퇴',
      meta: { nowrap: true },
      cell: ({ row }) => (
        <Badge size="sm" variant="light" color={row.original.type === '밴 유저' ? 'red' : 'gray'}>
          {row.original.type ?? '탈퇴'}
        </Badge>
      ),
    },
    {
      id: 'waiting',
      header: '대기',
      accessorFn: (row) => row.waiting_count,
      meta: { align: 'right', nowrap: true },
      cell: ({ row }) => (
        <Text
          size="sm"
          fw={row.original.waiting_count > 0 ? 700 : undefined}
          c={row.original.waiting_count > 0 ? 'red' : undefined}
        >
          {row.original.waiting_count}건
        </Text>
      ),
    },
    {
      id: 'total',
      header: '전체',
      accessorFn: (row) => row.total_count,
      meta: { align: 'right', nowrap: true },
      cell: ({ row }) => `${row.original.total_count}건`,
    },
    {
      id: 'latest',
      header: '최근 신고',
      accessorFn: (row) => formatDateTime(row.latest),
      meta: { nowrap: true },
    },
    { id: 'reasons', header: '사유', accessorFn: (row) => row.reasons.join(', ') },
    {
      id: 'actions',
      header: '관리',
      enableHiding: false,
      meta: { nowrap: true },
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => onOpen(row.original)}>
            신고 보기
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            disabled={!row.original.type || row.original.type === '밴 유저'}
            onClick={() => onBan(row.original)}
            aria-label={`${row.original.nickname} 밴`}
          >
            밴
          </Button>
        </Group>
      ),
    },
  ];
}
