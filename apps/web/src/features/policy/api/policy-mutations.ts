import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  POLICY_PAGES_MSG,
  policyPageCalls as calls,
  type PolicyPage,
  type StoredPolicyText,
} from '@carddogam/contract/calls/policy-pages';
import { callApi } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { policyKeys } from './keys';

/** Saving or resetting puts the server's answer (the text as cleaned and stored) in place at once. */
function useStore(page: PolicyPage) {
  const queryClient = useQueryClient();
  return (stored: StoredPolicyText) => queryClient.setQueryData(policyKeys.text(page), stored);
}

export function useSavePolicyText(page: PolicyPage) {
  const store = useStore(page);
  return useMutation({
    mutationFn: (text: string) => callApi(calls.save, { page, text }),
    onSuccess: (stored) => {
      store(stored);
      showSuccess(POLICY_PAGES_MSG.saved);
    },
  });
}

export function useResetPolicyText(page: PolicyPage) {
  const store = useStore(page);
  return useMutation({
    mutationFn: () => callApi(calls.reset, { page }),
    onSuccess: (stored) => {
      store(stored);
      showSuccess(POLICY_PAGES_MSG.reset);
    },
  });
}
