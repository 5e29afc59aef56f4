import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { callApi } from '../../../lib/api';
import { leagueKeys } from './keys';

export type ApplyParams = CallParams<typeof leagueCalls.apply>;
export type TournamentSaveParams = CallParams<typeof leagueCalls.tournamentSave>;
export type ReportParams = CallParams<typeof leagueCalls.report>;
export type ResolveParams = CallParams<typeof leagueCalls.resolve>;

/** A tournament write changes its page, the lists and the member's own tournaments. */
const refreshTournaments = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: leagueKeys.tournaments }),
    queryClient.invalidateQueries({ queryKey: leagueKeys.me }),
  ]);

/** Calls whose only effect the screens see is on the tournaments. */
function useTournamentWrite<P, R>(write: (params: P) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshTournaments(queryClient) });
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ApplyParams) => callApi(leagueCalls.apply, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueKeys.me }),
  });
}

export const useSaveTournament = () =>
  useTournamentWrite((params: TournamentSaveParams) => callApi(leagueCalls.tournamentSave, params));

export const useCancelTournament = () =>
  useTournamentWrite((id: number) => callApi(leagueCalls.tournamentCancel, { id }));

export const useRegister = () =>
  useTournamentWrite((params: { tournament_id: number; deck_text: string }) =>
    callApi(leagueCalls.register, params),
  );

export const useUnregister = () =>
  useTournamentWrite((tournamentId: number) =>
    callApi(leagueCalls.unregister, { tournament_id: tournamentId }),
  );

export const useStartTournament = () =>
  useTournamentWrite((id: number) => callApi(leagueCalls.start, { id }));

export const useNextRound = () => useTournamentWrite((id: number) => callApi(leagueCalls.nextRound, { id }));

/** The player's own drop (no entry id) or staff dropping an entry. */
export const useDrop = () =>
  useTournamentWrite((params: { tournament_id: number; entry_id?: number }) =>
    callApi(leagueCalls.drop, params),
  );

export const useReport = () =>
  useTournamentWrite((params: ReportParams) => callApi(leagueCalls.report, params));

export const useResolve = () =>
  useTournamentWrite((params: ResolveParams) => callApi(leagueCalls.resolve, params));
