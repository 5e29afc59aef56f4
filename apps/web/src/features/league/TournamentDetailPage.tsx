import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TournamentDetail } from '@carddogam/contract/calls/league';
import { QueryState } from '../../components/QueryState';
import { TitledSection } from '../../components/TitledSection';
import { ApiError } from '../../lib/api';
import { useSession, type SessionUser } from '../../lib/session';
import { leagueMeQuery, tournamentDetailQuery } from './api/league-queries';
import { EntriesTable } from './components/EntriesTable';
import { EntryPanel, type Reader } from './components/EntryPanel';
import { LeagueFrame } from './components/LeagueFrame';
import { MyMatchCard } from './components/MyMatchCard';
import { RoundTabs } from './components/RoundTabs';
import { RoundTimer } from './components/RoundTimer';
import { StaffControls } from './components/StaffControls';
import { StandingsNote, StandingsTable } from './components/StandingsTable';
import { StatusBadge } from './components/StatusBadge';
import { TopCutBracket } from './components/TopCutBracket';
import { TournamentFacts } from './components/TournamentFacts';
import { TournamentMissing } from './components/TournamentMissing';
import { isLeagueStaff } from './lib/league-staff';
import { myCurrentMatch } from './lib/my-match';
import { roundsOf } from './lib/rounds';
import { tournamentIdFrom } from './lib/tournament-text';

/**
 * /league/tournament/detail?id= (decision 035): the tournament's facts, the reader's match and entry, the
 * pairings by round, the standings, the top cut and the players, with the staff's controls.
 */
export default function TournamentDetailPage() {
  const [params] = useSearchParams();
  const id = tournamentIdFrom(params);
  return id === null ? <TournamentMissing /> : <Tournament key={id} id={id} />;
}

function Tournament({ id }: { id: number }) {
  const { user } = useSession();
  const query = useQuery(tournamentDetailQuery(id));
  const reader = useReader(user);

  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return <TournamentMissing message={query.error.message} />;
  if (!query.data)
    return (
      <LeagueFrame section="대회" title="대회" backToList>
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      </LeagueFrame>
    );
  return (
    <TournamentView
      detail={query.data}
      receivedAt={query.dataUpdatedAt}
      staff={isLeagueStaff(user)}
      reader={reader}
    />
  );
}

/** Whether the reader may enter: the application is asked for only when a member reads the page. */
function useReader(user: SessionUser | null): Reader {
  const me = useQuery({ ...leagueMeQuery, enabled: user !== null });
  if (!user) return 'guest';
  return me.data?.application?.status === '승인' ? 'player' : 'member';
}

function TournamentView({
  detail,
  receivedAt,
  staff,
  reader,
}: {
  detail: TournamentDetail;
  receivedAt: number;
  staff: boolean;
  reader: Reader;
}) {
  const rounds = roundsOf(detail.matches);
  const current = rounds.find((r) => r.round === detail.current_round);
  const topCut = rounds.filter((r) => r.stage === 'top_cut');
  const myEntryId = detail.mine?.entry_id ?? null;
  const myMatch = myEntryId === null ? null : myCurrentMatch(detail, myEntryId);
  const running = detail.status === 'swiss' || detail.status === 'top_cut';

  return (
    <LeagueFrame
      section="대회"
      title={detail.name}
      titleAside={<StatusBadge status={detail.status} />}
      backToList
    >
      <TournamentFacts tournament={detail} />
      {staff && <StaffControls detail={detail} />}
      {running && detail.round_started_at && current && (
        <RoundTimer
          label={current.label}
          startedAt={detail.round_started_at}
          minutes={detail.round_minutes}
          serverNow={detail.server_now}
          receivedAt={receivedAt}
        />
      )}
      {running && myMatch && current && (
        <MyMatchCard key={myMatch.match.id} myMatch={myMatch} roundLabel={current.label} />
      )}
      {(detail.status === 'registration' || detail.mine) && (
        <TitledSection id="entry-title" title={detail.status === 'registration' ? '참가 신청' : '내 참가'}>
          <EntryPanel detail={detail} reader={reader} />
        </TitledSection>
      )}
      {rounds.length > 0 && (
        <TitledSection id="pairings-title" title="대진">
          <RoundTabs
            rounds={rounds}
            currentRound={detail.current_round}
            staff={staff}
            myEntryId={myEntryId}
          />
        </TitledSection>
      )}
      {detail.standings.length > 0 && (
        <TitledSection id="standings-title" title={detail.status === 'finished' ? '최종 순위' : '순위'}>
          <Stack gap="xs">
            <StandingsTable standings={detail.standings} />
            <StandingsNote />
          </Stack>
        </TitledSection>
      )}
      {topCut.length > 0 && (
        <TitledSection id="top-cut-title" title={`토너먼트 (상위 ${detail.top_cut}명)`}>
          <TopCutBracket rounds={topCut} />
        </TitledSection>
      )}
      <TitledSection id="entries-title" title={`참가자 (${detail.entries.length}명)`}>
        {detail.entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            아직 참가자가 없습니다.
          </Text>
        ) : (
          <EntriesTable detail={detail} staff={staff} />
        )}
        {!detail.decklists_public && detail.entries.length > 0 && (
          <Text size="xs" c="dimmed">
            덱 리스트는 대회가 끝난 뒤 공개됩니다. 그 전에는 덱 이름만 보입니다.
          </Text>
        )}
      </TitledSection>
    </LeagueFrame>
  );
}
