import { Button, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { PointmallOrder } from '@carddogam/contract/calls/pointmall-orders';
import { canMoveOrder } from '@carddogam/contract/pointmall/order-status';
import { formatDateTime } from '../../../../lib/format';
import { formatPoints } from '../../lib/order-limits';
import { OrderStatusBadge } from '../OrderStatusBadge';

const fullAddress = (o: PointmallOrder) => `(${o.postcode}) ${o.address} ${o.address_detail}`.trim();

/**
 * The staff order table's columns. Every column a shipping list needs (받는 분, 연락처, 우편번호, 주소,
 * 수량, 메모) exports to the CSV as its own column.
 */
export function orderColumns(openShipping: (order: PointmallOrder) => void): ColumnDef<PointmallOrder>[] {
  return [
    { accessorKey: 'id', header: '주문번호', meta: { nowrap: true } },
    {
      accessorKey: 'created',
      header: '주문일시',
      cell: ({ row }) => formatDateTime(row.original.created),
      meta: { nowrap: true, csv: (o) => formatDateTime(o.created) },
    },
    {
      accessorKey: 'status',
      header: '상태',
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
      meta: { nowrap: true },
    },
    {
      accessorKey: 'nickname',
      header: '주문자',
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.nickname}</Text>
          <Text size="xs" c="dimmed">
            {row.original.user_id}
          </Text>
        </Stack>
      ),
      meta: { csv: (o) => `${o.nickname} (${o.user_id})` },
    },
    { accessorKey: 'product_title', header: '상품' },
    { accessorKey: 'quantity', header: '수량', meta: { align: 'right' } },
    {
      accessorKey: 'total_price',
      header: '포인트',
      cell: ({ row }) => formatPoints(row.original.total_price),
      meta: { align: 'right', nowrap: true },
    },
    { accessorKey: 'recipient', header: '받는 분', meta: { nowrap: true } },
    { accessorKey: 'phone', header: '연락처', meta: { nowrap: true } },
    { accessorKey: 'postcode', header: '우편번호', meta: { nowrap: true } },
    {
      id: 'address',
      header: '주소',
      accessorFn: fullAddress,
      cell: ({ row }) => <Text size="sm">{fullAddress(row.original)}</Text>,
    },
    { accessorKey: 'memo', header: '메모' },
    {
      id: 'shipping',
      header: '택배사 / 운송장',
      accessorFn: (o) => (o.courier ? `${o.courier} ${o.tracking_number ?? ''}`.trim() : ''),
      cell: ({ row }) => {
        const order = row.original;
        const shippable = canMoveOrder(order.status, '배송중');
        return (
          <Stack gap={2} align="flex-start">
            {order.courier && (
              <Text size="xs">
                {order.courier} {order.tracking_number}
              </Text>
            )}
            {shippable && (
              <Button
                size="compact-xs"
                variant="light"
                aria-label={`주문 ${order.id} 배송 정보 입력`}
                onClick={() => openShipping(order)}
              >
                {order.courier ? '운송장 수정' : '배송 처리'}
              </Button>
            )}
          </Stack>
        );
      },
    },
  ];
}
