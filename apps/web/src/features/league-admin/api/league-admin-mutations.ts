import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { callApi } from '../../../lib/api';
import { leagueKeys } from '../../league';
import { leagueAdminKeys } from './keys';

export type AutoRuleParams = CallParams<typeof leagueCalls.autoSave>;

/** Approving or refusing an application; the queue is asked again, and any league answer may name the player. */
export function useDecideApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; memo: string }) =>
      decision.approve
        ? callApi(leagueCalls.applyApprove, { id: decision.id })
        : callApi(leagueCalls.applyRefuse, { id: decision.id, memo: decision.memo }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leagueAdminKeys.applies }),
        queryClient.invalidateQueries({ queryKey: leagueKeys.me }),
      ]),
  });
}

export function useSaveAutoRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: AutoRuleParams) => callApi(leagueCalls.autoSave, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueAdminKeys.autoRules }),
  });
}

export function useDeleteAutoRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(leagueCalls.autoDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueAdminKeys.autoRules }),
  });
}
