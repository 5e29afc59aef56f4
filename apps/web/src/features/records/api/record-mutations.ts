import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { callApi } from '../../../lib/api';
import { recordKeys } from './keys';

export type RecordInsertParams = CallParams<typeof leagueCalls.recordInsert>;

/** A member's own casual match: their summary and match pages are asked again. */
export function useInsertRecord(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: RecordInsertParams) => callApi(leagueCalls.recordInsert, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.member(userId) }),
  });
}

export function useDeleteRecord(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(leagueCalls.recordDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.member(userId) }),
  });
}
