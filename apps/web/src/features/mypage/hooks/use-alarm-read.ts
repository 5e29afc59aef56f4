import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
import { callApi } from '../../../lib/api';
import { mypageKeys } from '../api/mypage-queries';

/** Marks one alarm read, or all of them without an id; the lists and the unread count follow. */
export function useAlarmRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => callApi(mypageCalls.alarmRead, id === undefined ? {} : { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mypageKeys.all }),
  });
}
