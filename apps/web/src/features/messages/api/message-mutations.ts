import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { messageCalls, type MessageBox } from '@carddogam/contract/calls/message';
import { callApi } from '../../../lib/api';
import { mypageKeys } from '../../mypage';
import { messageKeys } from './keys';

/** After any change: the boxes, the opened message and the header's unread counts. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      queryClient.invalidateQueries({ queryKey: mypageKeys.badge }),
    ]);
}

export function useSendMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: CallParams<typeof messageCalls.send>) => callApi(messageCalls.send, params),
    onSuccess: refresh,
  });
}

export function useDeleteMessages() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: { box: MessageBox; ids: number[] }) => callApi(messageCalls.delete, params),
    onSuccess: refresh,
  });
}

export function useBlockMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      callApi(block ? messageCalls.block : messageCalls.unblock, { user_id: userId }),
    onSuccess: refresh,
  });
}
