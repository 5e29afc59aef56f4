import { Badge } from '@mantine/core';
import type { OrderStatus } from '@carddogam/contract/pointmall/order-status';

const COLORS: Record<OrderStatus, string> = {
  주문접수: 'blue',
  준비중: 'yellow',
  배송중: 'grape',
  배송완료: 'teal',
  취소: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {status}
    </Badge>
  );
}
