import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { canEditLeague } from '@carddogam/contract/official-league/roles';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { countriesQuery, leagueQuery } from './api/league-queries';
import { LeagueEditorActions } from './components/LeagueEditorActions';
import { LeagueFacts } from './components/LeagueFacts';
import { LeagueFrame } from './components/LeagueFrame';
import { LeagueMissing } from './components/LeagueMissing';
import { ReportButton } from './components/ReportButton';
import { StandingsTable } from './components/StandingsTable';
import { useLeagueView } from './hooks/use-league-view';
import { leagueIdFrom } from './lib/league-id';

/** /official_league/read?id=: the event's facts and its standings, each opening its decklist. */
export default function LeagueReadPage() {
  const [params] = useSearchParams();
  const id = leagueIdFrom(params);
  return id === null ? <LeagueMissing /> : <LeagueRead key={id} id={id} />;
}

function LeagueRead({ id }: { id: number }) {
  const { user } = useSession();
  const query = useQuery(leagueQuery(id));
  const countries = useQuery(countriesQuery);
  useLeagueView(id, query.isSuccess);

  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return <LeagueMissing message={query.error.message} />;
  if (!query.data)
    return (
      <LeagueFrame title="공식대회" backToList>
        {query.isError ? (
          <QueryState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Center py="xl">
            <Loader aria-label="불러오는 중" />
          </Center>
        )}
      </LeagueFrame>
    );

  const league = query.data;
  const canEdit = user !== null && canEditLeague(user, league.writer);
  const actions = (
    <>
      <ReportButton league={{ id: league.id, name: league.name }} />
      {canEdit && <LeagueEditorActions league={league} />}
    </>
  );
  return (
    <LeagueFrame title={league.name} actions={actions} backToList>
      <LeagueFacts league={league} countries={countries.data} />
      <Stack gap="xs" component="section" aria-labelledby="standings-title">
        <Title order={2} fz="lg" id="standings-title">
          순위표 ({league.standings.length}명)
        </Title>
        {league.standings.length === 0 ? (
          <Text c="dimmed" py="md">
            아직 등록된 순위가 없습니다.
          </Text>
        ) : (
          <StandingsTable standings={league.standings} canEdit={canEdit} />
        )}
      </Stack>
    </LeagueFrame>
  );
}
