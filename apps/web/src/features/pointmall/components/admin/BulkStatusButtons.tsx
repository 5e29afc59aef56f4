import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PointmallOrder } from '@carddogam/contract/calls/pointmall-orders';
import {
  BULK_ORDER_STATUSES,
  canMoveOrder,
  type BulkOrderStatus,
} from '@carddogam/contract/pointmall/order-status';
import { showError, showSuccess } from '../../../../lib/toast';
import { useSetOrderStatus } from '../../api/order-mutations';

const CONFIRM: Record<BulkOrderStatus, string> = {
  준비중: '선택한 주문을 준비중으로 바꿉니다.',
  배송완료: '선택한 주문을 배송완료로 바꿉니다. 배송완료된 주문은 취소할 수 없습니다.',
  취소: '선택한 주문을 취소합니다. 사용한 포인트와 재고가 그대로 돌아갑니다.',
};

/**
 * The bulk status buttons above the order table. A button is offered only when every selected order can
 * move to its status (the server refuses the whole change otherwise).
 */
export function BulkStatusButtons({ selected, onDone }: { selected: PointmallOrder[]; onDone: () => void }) {
  const setStatus = useSetOrderStatus();
  if (selected.length === 0) return null;
  const run = (status: BulkOrderStatus) =>
    modals.openConfirmModal({
      title: `${selected.length}건 '${status}' 처리`,
      children: <Text size="sm">{CONFIRM[status]}</Text>,
      labels: { confirm: status === '취소' ? '주문 취소' : '변경', cancel: '닫기' },
      confirmProps: { color: status === '취소' ? 'red' : undefined },
      onConfirm: () =>
        setStatus.mutate(
          { ids: selected.map((o) => o.id), status },
          {
            onSuccess: ({ message }) => {
              showSuccess(message);
              onDone();
            },
            onError: showError,
          },
        ),
    });
  return (
    <Group gap={4}>
      {BULK_ORDER_STATUSES.map((status) => (
        <Button
          key={status}
          size="xs"
          variant="light"
          color={status === '취소' ? 'red' : undefined}
          disabled={!selected.every((o) => canMoveOrder(o.status, status))}
          loading={setStatus.isPending && setStatus.variables?.status === status}
          onClick={() => run(status)}
        >
          {status === '취소' ? '주문 취소' : status}
        </Button>
      ))}
    </Group>
  );
}
