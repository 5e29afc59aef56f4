import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
import { callApi } from '../../../lib/api';
import { storeSessionUser } from '../../auth';
import { mypageKeys } from './keys';

export type AccountPatch = CallParams<typeof mypageCalls.update>;

/**
 * One field of the account at a time (§4: they are updated individually). The answer is the new session
 * user, so the header changes at once.
 */
export function useAccountUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AccountPatch) => callApi(mypageCalls.update, patch),
    onSuccess: (user) => {
      storeSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: mypageKeys.home });
    },
  });
}

/** Marks one alarm read, or all of them without an id; the lists and the unread count follow. */
export function useAlarmRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => callApi(mypageCalls.alarmRead, id === undefined ? {} : { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mypageKeys.member }),
  });
}

export function usePasswordChange({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: (params: CallParams<typeof mypageCalls.password>) => callApi(mypageCalls.password, params),
    onSuccess,
  });
}
