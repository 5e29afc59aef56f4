import { Badge, Button, Text, UnstyledButton } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { InquiryAdminRow } from '@carddogam/contract/calls/contact';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from './StatusBadge';

const askerText = (row: InquiryAdminRow) => row.asker.nickname ?? row.asker.guest_email ?? '';

/** The staff table's columns; `open` shows one inquiry with its answer form. */
export function inquiryColumns(open: (row: InquiryAdminRow) => void): ColumnDef<InquiryAdminRow>[] {
  return [
    { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
    {
      accessorKey: 'status',
      header: '상태',
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
      meta: { nowrap: true },
    },
    { accessorKey: 'category', header: '유형', meta: { nowrap: true } },
    {
      accessorKey: 'title',
      header: '제목',
      cell: ({ row }) => (
        <UnstyledButton onClick={() => open(row.original)} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.original.title}
        </UnstyledButton>
      ),
    },
    {
      id: 'asker',
      header: '문의자',
      cell: ({ row }) =>
        row.original.asker.user_id ? (
          askerText(row.original)
        ) : (
          <Text size="sm" component="span">
            <Badge size="xs" color="gray" variant="light" mr={4}>
              비회원
            </Badge>
            {row.original.asker.guest_email}
          </Text>
        ),
      meta: { csv: askerText, label: '문의자' },
    },
    {
      accessorKey: 'created',
      header: '접수일',
      cell: ({ row }) => formatDateTime(row.original.created),
      meta: { nowrap: true, csv: (r) => formatDateTime(r.created) },
    },
    {
      accessorKey: 'answered_by',
      header: '답변자',
      cell: ({ row }) => row.original.answered_by ?? '-',
      meta: { nowrap: true },
    },
    {
      accessorKey: 'answered_at',
      header: '답변일',
      cell: ({ row }) => (row.original.answered_at ? formatDateTime(row.original.answered_at) : '-'),
      meta: { nowrap: true, csv: (r) => (r.answered_at ? formatDateTime(r.answered_at) : '') },
    },
    {
      id: 'action',
      header: '처리',
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          size="compact-xs"
          variant={row.original.status === '접수' ? 'filled' : 'light'}
          aria-label={`문의 ${row.original.id} ${row.original.status === '접수' ? '답변' : '보기'}`}
          onClick={() => open(row.original)}
        >
          {row.original.status === '접수' ? '답변' : '보기'}
        </Button>
      ),
    },
  ];
}
