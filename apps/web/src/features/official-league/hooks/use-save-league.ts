import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useSaveLeague, type LeagueFields } from '../api/league-mutations';

/**
 * Saves the event with its standings paste in one call, then opens the event's page. The server writes
 * both or neither: a refused paste leaves nothing saved, and the form keeps what was typed.
 */
export function useSaveLeagueWithStandings(existingId: number | null) {
  const navigate = useNavigate();
  const save = useSaveLeague();

  const submit = (fields: LeagueFields, text: string) =>
    save.mutate(
      { ...fields, standings_text: text, id: existingId ?? undefined },
      {
        onSuccess: ({ id, message }) => {
          showSuccess(message);
          void navigate(`/official_league/read?id=${id}`);
        },
      },
    );

  // A refused paste names its lines: it is shown under the paste rather than with the form's errors.
  const pasteRefused =
    save.error instanceof ApiError &&
    (save.error.code === 'STANDINGS_INVALID' || save.error.code === 'FUTURE_RESULTS');
  return {
    submit,
    pending: save.isPending,
    error: save.error && !pasteRefused ? errorMessage(save.error) : null,
    standingsError: pasteRefused ? errorMessage(save.error) : null,
  };
}
