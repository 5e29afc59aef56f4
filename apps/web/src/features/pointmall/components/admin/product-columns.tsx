import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { AdminProductRow } from '@carddogam/contract/calls/pointmall';
import { formatDateTime } from '../../../../lib/format';
import { formatPoints } from '../../lib/order-limits';
import { salePeriodText } from '../../lib/sale-period';
import { SaleBadge } from '../SaleBadge';

/** The staff product table's columns; 수정 and 숨김 only for those who may edit products. */
export function productColumns(
  canEdit: (row: AdminProductRow) => boolean,
  setShown: (row: AdminProductRow, isShow: boolean) => void,
): ColumnDef<AdminProductRow>[] {
  return [
    { accessorKey: 'id', header: '번호', enableSorting: true, meta: { nowrap: true } },
    {
      accessorKey: 'title',
      header: '상품명',
      cell: ({ row }) => (
        <Anchor component={Link} to={`/pointmall/read?id=${row.original.id}`} size="sm">
          {row.original.title}
        </Anchor>
      ),
    },
    { accessorKey: 'category', header: '분류', meta: { nowrap: true } },
    {
      accessorKey: 'price',
      header: '가격',
      enableSorting: true,
      cell: ({ row }) => formatPoints(row.original.price),
      meta: { align: 'right', nowrap: true },
    },
    { accessorKey: 'stock', header: '재고', enableSorting: true, meta: { align: 'right' } },
    { accessorKey: 'sold_count', header: '판매 수량', enableSorting: true, meta: { align: 'right' } },
    { accessorKey: 'order_count', header: '주문 수', meta: { align: 'right' } },
    {
      accessorKey: 'per_member_limit',
      header: '1인 제한',
      cell: ({ row }) => row.original.per_member_limit ?? '-',
      meta: { align: 'right' },
    },
    {
      id: 'period',
      header: '판매 기간',
      cell: ({ row }) => (
        <Text size="xs">{salePeriodText(row.original.sale_start, row.original.sale_end) ?? '상시'}</Text>
      ),
      meta: { csv: (r) => salePeriodText(r.sale_start, r.sale_end) ?? '상시' },
    },
    {
      accessorKey: 'sale_state',
      header: '상태',
      cell: ({ row }) => <SaleBadge state={row.original.sale_state} always />,
      meta: { nowrap: true },
    },
    { accessorKey: 'view_count', header: '조회', enableSorting: true, meta: { align: 'right' } },
    {
      accessorKey: 'created',
      header: '등록일',
      cell: ({ row }) => formatDateTime(row.original.created),
      meta: { nowrap: true, csv: (r) => formatDateTime(r.created) },
    },
    {
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) =>
        canEdit(row.original) ? (
          <Group gap={4} wrap="nowrap">
            <Button
              component={Link}
              to={`/pointmall/update?id=${row.original.id}`}
              size="compact-xs"
              variant="light"
              aria-label={`${row.original.title} 수정`}
            >
              수정
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color={row.original.is_show ? 'orange' : 'teal'}
              aria-label={`${row.original.title} ${row.original.is_show ? '숨기기' : '표시하기'}`}
              onClick={() => setShown(row.original, !row.original.is_show)}
            >
              {row.original.is_show ? '숨기기' : '표시하기'}
            </Button>
          </Group>
        ) : (
          <Badge variant="outline" color="gray">
            보기 전용
          </Badge>
        ),
    },
  ];
}
