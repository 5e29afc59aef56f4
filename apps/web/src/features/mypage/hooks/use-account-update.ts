import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
import { callApi } from '../../../lib/api';
import { storeSessionUser } from '../../auth/session/session-query';
import { mypageKeys } from '../api/mypage-queries';

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
