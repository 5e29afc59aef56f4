import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallDef, CallParams, CallResult } from '@carddogam/contract/call';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { settingsKeys } from './keys';

/**
 * Every settings write: the call, its answer's message as a toast, then every settings answer read again
 * (the admin list written and the public lists the deck and search screens show). A refusal shows as a
 * toast unless the form that sent it shows it itself (`quiet`).
 */
export function useSettingsWrite<C extends CallDef>(call: C, { quiet = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation<CallResult<C>, Error, CallParams<C>>({
    mutationFn: (params) => (callApi as (c: C, p: CallParams<C>) => Promise<CallResult<C>>)(call, params),
    onSuccess: (result) => {
      const message = (result as { message?: string }).message;
      if (message) showSuccess(message);
    },
    onError: quiet ? undefined : showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
