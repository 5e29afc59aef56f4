import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useSaveLeague, useSaveStandings, type LeagueFields } from '../api/league-mutations';

/**
 * Saves the event, then its standings paste when one is given, then opens the event's page. A refused
 * paste leaves the event saved: the next attempt changes that event rather than adding a second one.
 */
export function useSaveLeagueWithStandings(existingId: number | null) {
  const navigate = useNavigate();
  const save = useSaveLeague();
  const standings = useSaveStandings();
  const [savedId, setSavedId] = useState(existingId);

  const done = (id: number, message: string) => {
    showSuccess(message);
    void navigate(`/official_league/read?id=${id}`);
  };
  const submit = (fields: LeagueFields, text: string) =>
    save.mutate(
      { ...fields, id: savedId ?? undefined },
      {
        onSuccess: ({ id, message }) => {
          setSavedId(id);
          if (text.trim() === '') return done(id, message);
          standings.mutate({ league_id: id, text }, { onSuccess: (answer) => done(id, answer.message) });
        },
      },
    );

  return {
    submit,
    pending: save.isPending || standings.isPending,
    error: save.error ? errorMessage(save.error) : null,
    standingsError: standings.error ? errorMessage(standings.error) : null,
    notice: standings.isError ? '대회 정보는 저장했습니다. 순위표를 고친 뒤 다시 저장해주세요.' : null,
  };
}
