import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import type { PointmallOrder } from '@carddogam/contract/calls/pointmall-orders';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { MEMBER_CANCELLABLE } from '@carddogam/contract/pointmall/order-status';
import { formatDateTime } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useCancelOrder } from '../api/order-mutations';
import { formatPoints } from '../lib/order-limits';
import { AddressText } from './address/AddressText';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ProductImage } from './ProductImage';

/** One of the member's orders: what, how much, where to, its status and tracking, and 주문 취소 while it may. */
export function OrderCard({ order }: { order: PointmallOrder }) {
  const cancel = useCancelOrder();
  const cancellable = MEMBER_CANCELLABLE.includes(order.status);
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: '주문 취소',
      children: <Text size="sm">{POINTMALL_MSG.cancelConfirm}</Text>,
      labels: { confirm: '주문 취소', cancel: '닫기' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(order.id, { onSuccess: ({ message }) => showSuccess(message), onError: showError }),
    });

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`주문 ${order.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box w={72} style={{ flexShrink: 0 }}>
          <ProductImage src={order.product_image} alt={order.product_title} />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Anchor
              component={Link}
              to={`/pointmall/read?id=${order.product_id}`}
              fw={600}
              lineClamp={1}
              style={{ minWidth: 0 }}
            >
              {order.product_title}
            </Anchor>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text size="sm">
            {order.quantity}개 · {formatPoints(order.total_price)}
          </Text>
          <Text size="xs" c="dimmed">
            주문번호 {order.id} · {formatDateTime(order.created)}
          </Text>
          <AddressText address={order} />
          {order.memo && (
            <Text size="xs" c="dimmed">
              메모: {order.memo}
            </Text>
          )}
          {order.courier && order.tracking_number && (
            <Text size="sm" aria-label="배송 정보">
              {order.courier} · 운송장번호 {order.tracking_number}
            </Text>
          )}
          {cancellable && (
            <Group justify="flex-end">
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                loading={cancel.isPending}
                onClick={confirmCancel}
              >
                주문 취소
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
