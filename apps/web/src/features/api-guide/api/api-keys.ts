import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyCalls as calls } from '@carddogam/contract/calls/api-keys';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { showError, showSuccess } from '../../../lib/toast';

/** '내 API 키': the member's keys for the public API. */
export const apiKeyKeys = {
  mine: ['api-guide', 'api-keys'] as const,
};

export const myApiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.mine,
    queryFn: () => callApi(calls.list, {}),
    meta: MEMBER_DATA,
  });

/** A new key: the answer holds the key itself, which the section shows once; a refusal stays in the form. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(calls.create, { name }),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.mine });
    },
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.revoke, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.mine }),
  });
}
