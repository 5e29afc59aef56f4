import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { canEditLeague, canWriteLeagues } from '@carddogam/contract/official-league/roles';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { ForbiddenScreen } from '../../components/admin/ForbiddenScreen';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import type { SessionUser } from '../../lib/session';
import { leagueQuery } from './api/league-queries';
import { LeagueEditor } from './components/LeagueEditor';
import { LeagueFrame } from './components/LeagueFrame';
import { LeagueMissing } from './components/LeagueMissing';
import { leagueIdFrom } from './lib/league-id';

/** /official_league/update?id=: 관리자, or the event's writer holding the permission, changes an event. */
export default function LeagueUpdatePage() {
  const [params] = useSearchParams();
  const id = leagueIdFrom(params);
  return (
    <RequireLogin>
      {(user) =>
        !canWriteLeagues(user) ? (
          <ForbiddenScreen message={OFFICIAL_LEAGUE_MSG.writeForbidden} />
        ) : id === null ? (
          <LeagueMissing />
        ) : (
          <UpdateLeague key={id} id={id} user={user} />
        )
      }
    </RequireLogin>
  );
}

function UpdateLeague({ id, user }: { id: number; user: SessionUser }) {
  const query = useQuery(leagueQuery(id));
  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return <LeagueMissing message={query.error.message} />;
  if (query.data && !canEditLeague(user, query.data.writer))
    return <ForbiddenScreen message={OFFICIAL_LEAGUE_MSG.editForbidden} />;
  return (
    <LeagueFrame title="대회 수정" backToList>
      {query.data ? (
        <LeagueEditor league={query.data} />
      ) : query.isError ? (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Center py="xl">
          <Loader aria-label="불러오는 중" />
        </Center>
      )}
    </LeagueFrame>
  );
}
