import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { tournamentDetailQuery } from './api/league-queries';
import { LeagueFrame } from './components/LeagueFrame';
import { RequireLeagueStaff } from './components/RequireLeagueStaff';
import { TournamentEditor } from './components/TournamentEditor';
import { TournamentMissing } from './components/TournamentMissing';
import { tournamentIdFrom } from './lib/tournament-text';

/** /league/tournament/update?id=: league staff change a tournament still taking registrations. */
export default function TournamentUpdatePage() {
  const [params] = useSearchParams();
  const id = tournamentIdFrom(params);
  return (
    <RequireLeagueStaff>
      {() => (id === null ? <TournamentMissing /> : <UpdateTournament key={id} id={id} />)}
    </RequireLeagueStaff>
  );
}

function UpdateTournament({ id }: { id: number }) {
  const query = useQuery(tournamentDetailQuery(id));
  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return <TournamentMissing message={query.error.message} />;
  return (
    <LeagueFrame section="대회" title="대회 수정" backToList>
      {!query.data ? (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.status !== 'registration' ? (
        <Alert color="gray" role="alert">
          {LEAGUE_MSG.notEditable}
        </Alert>
      ) : (
        <TournamentEditor tournament={query.data} />
      )}
    </LeagueFrame>
  );
}
