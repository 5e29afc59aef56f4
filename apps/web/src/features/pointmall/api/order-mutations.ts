import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { orderCalls } from '@carddogam/contract/calls/pointmall-orders';
import type { BulkOrderStatus } from '@carddogam/contract/pointmall/order-status';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { mypageKeys } from '../../mypage';
import { pointmallKeys } from './keys';

/**
 * After an order or a cancellation: the products' stock, the orders, the member's balance in the session
 * (the header) and the my-page ledger.
 */
function useRefreshAfterOrder() {
  const queryClient = useQueryClient();
  const session = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pointmallKeys.products }),
      queryClient.invalidateQueries({ queryKey: pointmallKeys.orders }),
      queryClient.invalidateQueries({ queryKey: mypageKeys.member }),
      session.refresh?.(),
    ]);
}

export function usePlaceOrder() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (params: CallParams<typeof orderCalls.insert>) => callApi(orderCalls.insert, params),
    onSuccess: refresh,
    // A refusal (sold out, short of points) may mean the page shows old figures.
    onError: refresh,
  });
}

export function useCancelOrder() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (id: number) => callApi(orderCalls.cancel, { id }),
    onSettled: refresh,
  });
}

/** Staff's bulk status change; cancelling returns points, so the products' stock moves too. */
export function useSetOrderStatus() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (params: { ids: number[]; status: BulkOrderStatus }) => callApi(orderCalls.setStatus, params),
    onSettled: refresh,
  });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<typeof orderCalls.ship>) => callApi(orderCalls.ship, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointmallKeys.orders }),
  });
}
