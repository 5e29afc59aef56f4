import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { callApi } from '../../../lib/api';
import { deckRankKeys } from '../../deck-ranks';
import { officialPlayerKeys } from '../../official-players';
import { officialLeagueKeys } from './keys';

export type LeagueFields = CallParams<typeof officialLeagueCalls.insert>;

/**
 * An event's standings feed the deck ranks and the players' results (each standing keeps a copy of the
 * event's date, division and type), so changing either asks for those again as well.
 */
function refreshResults(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: officialLeagueKeys.events }),
    queryClient.invalidateQueries({ queryKey: deckRankKeys.all }),
    queryClient.invalidateQueries({ queryKey: officialPlayerKeys.all }),
  ]);
}

/** Creates an event (no id) or changes one; the answers it feeds are asked for again afterwards. */
export function useSaveLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: LeagueFields & { id?: number }) =>
      id === undefined
        ? callApi(officialLeagueCalls.insert, fields)
        : callApi(officialLeagueCalls.update, { id, ...fields }),
    onSuccess: () => refreshResults(queryClient),
  });
}

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(officialLeagueCalls.delete, { id }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: officialLeagueKeys.league(id) });
      return refreshResults(queryClient);
    },
  });
}

/** The writer's archetype for one standing (null: none). */
export function useSetStandingArchetype() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { standing_id: number; archetype_id: number | null }) =>
      callApi(officialLeagueCalls.standingArchetype, params),
    onSuccess: () => refreshResults(queryClient),
  });
}

/** A member's result report; it changes nothing until staff approve it, so nothing is refreshed. */
export function useReportResults() {
  return useMutation({
    mutationFn: (params: CallParams<typeof officialPlayerCalls.reportInsert>) =>
      callApi(officialPlayerCalls.reportInsert, params),
  });
}

/** Counts one opening of an event page; sent and forgotten like the other view counts. */
export function sendLeagueView(id: number) {
  return callApi(officialLeagueCalls.view, { id });
}
