import { useNavigate } from 'react-router';
import type { TournamentItem } from '@carddogam/contract/calls/league';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useSaveTournament } from '../api/league-mutations';
import { tournamentHref } from '../lib/tournament-text';
import { TournamentForm } from './TournamentForm';

/** Saves a new or changed tournament and opens its page. */
export function TournamentEditor({ tournament }: { tournament: TournamentItem | null }) {
  const save = useSaveTournament();
  const navigate = useNavigate();
  return (
    <TournamentForm
      tournament={tournament}
      pending={save.isPending}
      error={save.error ? errorMessage(save.error) : null}
      onSubmit={(fields) =>
        save.mutate(
          { ...fields, ...(tournament && { id: tournament.id }) },
          {
            onSuccess: ({ id, message }) => {
              showSuccess(message);
              void navigate(tournamentHref(id));
            },
          },
        )
      }
    />
  );
}
