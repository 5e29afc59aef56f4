import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { callApi } from '../../../lib/api';
import { businessCardKeys } from './keys';

export type BusinessCardSaveParams = CallParams<typeof leagueCalls.businessCardSave>;

/** Saves the member's own 명함; their card is asked again. */
export function useSaveBusinessCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: BusinessCardSaveParams) => callApi(leagueCalls.businessCardSave, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessCardKeys.card(userId) }),
  });
}
