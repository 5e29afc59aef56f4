import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendLeagueView } from '../api/league-mutations';
import { leagueQuery } from '../api/league-queries';

/**
 * Counts one view per opening of an event page once the event is shown, and puts the new count on the
 * page. The ref keeps a development double mount from counting twice; a failed count is not worth a word.
 */
export function useLeagueView(id: number, shown: boolean): void {
  const queryClient = useQueryClient();
  const counted = useRef(false);
  useEffect(() => {
    if (!shown || counted.current) return;
    counted.current = true;
    sendLeagueView(id).then(
      ({ view_count }) =>
        queryClient.setQueryData(leagueQuery(id).queryKey, (old) => (old ? { ...old, view_count } : old)),
      () => undefined,
    );
  }, [id, shown, queryClient]);
}
