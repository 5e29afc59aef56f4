import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReviewAdminRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { NATION_TAB_LABEL, type Nation } from '@carddogam/contract/constants';
import { RowActions } from '../../../components/admin/RowActions';

export type ReviewAction = 'blind' | 'unblind' | 'delete';

const rating = (value: number | null) => (value === null ? '-' : value.toFixed(1));

/** The columns of /admin/card/review, with each row's own 블라인드 / 해제 and 삭제. */
export function reviewColumns(
  act: (review: ReviewAdminRow, action: ReviewAction) => void,
): ColumnDef<ReviewAdminRow>[] {
  return [
    { id: 'id', header: '번호', accessorKey: 'id', meta: { nowrap: true } },
    {
      id: 'card',
      header: '카드',
      accessorFn: (r) => `${r.card_name ?? ''} (${r.card_id})`,
      cell: ({ row }) => (
        <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(row.original.card_id)}`} size="sm">
          {row.original.card_name ?? row.original.card_id}
        </Anchor>
      ),
    },
    {
      id: 'text_nation',
      header: '언어',
      accessorFn: (r) => NATION_TAB_LABEL[r.text_nation as Nation] ?? r.text_nation,
      meta: { nowrap: true },
    },
    { id: 'member', header: '작성자', accessorFn: (r) => `${r.nickname} (${r.user_id})` },
    {
      id: 'status',
      header: '상태',
      accessorKey: 'status',
      meta: { nowrap: true },
      cell: ({ row }) => (
        <Badge size="sm" color={row.original.status === '블라인드' ? 'red' : 'gray'} variant="light">
          {row.original.status}
        </Badge>
      ),
    },
    {
      id: 'rate_perform',
      header: '성능',
      accessorFn: (r) => rating(r.rate_perform),
      meta: { align: 'right' },
    },
    {
      id: 'rate_collect',
      header: '소장',
      accessorFn: (r) => rating(r.rate_collect),
      meta: { align: 'right' },
    },
    {
      id: 'content',
      header: '내용',
      accessorKey: 'content',
      cell: ({ row }) => (
        <Text size="sm" lineClamp={3}>
          {row.original.content}
        </Text>
      ),
    },
    { id: 'points_awarded', header: '포인트', accessorKey: 'points_awarded', meta: { align: 'right' } },
    { id: 'created', header: '작성일', accessorKey: 'created', meta: { nowrap: true } },
    {
      id: 'actions',
      header: '관리',
      enableHiding: false,
      meta: { label: '관리' },
      cell: ({ row }) => (
        <RowActions
          subject={`리뷰 ${row.original.id}`}
          actions={[
            row.original.status === '블라인드'
              ? { label: '해제', onClick: () => act(row.original, 'unblind') }
              : { label: '블라인드', onClick: () => act(row.original, 'blind') },
            { label: '삭제', color: 'red', onClick: () => act(row.original, 'delete') },
          ]}
        />
      ),
    },
  ];
}
