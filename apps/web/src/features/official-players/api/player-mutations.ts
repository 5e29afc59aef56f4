import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { callApi } from '../../../lib/api';
import { officialPlayerKeys } from './keys';

/** A member's claim of a player name; the member's claims (/mypage/official_league) and the player follow. */
export function useClaimPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) => callApi(officialPlayerCalls.claim, { player_id: playerId }),
    onSuccess: (_answer, playerId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: officialPlayerKeys.mine }),
        queryClient.invalidateQueries({ queryKey: officialPlayerKeys.detail(playerId) }),
      ]),
  });
}
