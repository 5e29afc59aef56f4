import { Group, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { formatWinRate, gamesOf, recordText, winRateOf } from '../../components/figures/win-rate';
import { MissingNotice } from '../../components/MissingNotice';
import { QueryState } from '../../components/QueryState';
import { TitledSection } from '../../components/TitledSection';
import { ApiError } from '../../lib/api';
import { formatThousands } from '../../lib/format';
import { FigureNotes } from '../deck-ranks';
import { UserPopupMenu } from '../user-menu';
import { leaguePlayerDetailQuery } from './api/league-figure-queries';
import { ArchetypesPlayed } from './components/ArchetypesPlayed';
import { FactGrid } from '../../components/figures/FactGrid';
import { LeagueFigureFrame } from './components/LeagueFigureFrame';
import { PlayerEventsTable } from './components/PlayerEventsTable';
import { PointsSection } from './components/PointsSection';
import { SeasonSelect } from './components/SeasonSelect';
import { POINTS_FORMULA, positiveIdFrom } from './lib/figure-text';
import { leagueDeckDetailHref } from './lib/period-filter';
import { seasonFrom } from './lib/season';

type Player = CallResult<typeof leagueCalls.playerDetail>;

const PLAYER_MISSING = '선수를 찾을 수 없습니다.';
const BACK = { to: '/league/player/list', label: '선수 순위' };
/** Deck links from a player page open the archetype over the default period. */
const deckHref = (id: number) => leagueDeckDetailHref(id, { from: null, to: null });

/**
 * /league/player/detail?id= (decision 035): a player's season — points over time, each tournament with
 * deck, finish, record and points, and the decks they played.
 */
export default function LeaguePlayerDetailPage() {
  const [params] = useSearchParams();
  const id = positiveIdFrom(params.get('id'));
  return id === null ? <Missing message={PLAYER_MISSING} /> : <PlayerDetail id={id} />;
}

function Missing({ message }: { message: string }) {
  return <MissingNotice message={message} backTo={BACK.to} backLabel={BACK.label} />;
}

function PlayerDetail({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  const season = seasonFrom(params);
  const player = useQuery(leaguePlayerDetailQuery(id, season));
  const p = player.data;

  if (!p) {
    if (player.error instanceof ApiError && player.error.status === 404)
      return <Missing message={player.error.message} />;
    return (
      <LeagueFigureFrame section="선수 순위" title="리그 선수" back={BACK}>
        <QueryState error={player.error} onRetry={() => void player.refetch()} />
      </LeagueFigureFrame>
    );
  }

  return (
    <LeagueFigureFrame
      section="선수 순위"
      title={p.ptcgl_name}
      back={{ to: `${BACK.to}?season=${p.season}`, label: BACK.label }}
      titleAside={<UserPopupMenu user={{ user_id: p.member.user_id, nickname: p.member.nickname }} />}
      actions={
        <SeasonSelect
          season={p.season}
          onChange={(next) =>
            setParams(
              new URLSearchParams([
                ['id', String(id)],
                ['season', String(next)],
              ]),
            )
          }
        />
      }
    >
      <PlayerSeason player={p} />
    </LeagueFigureFrame>
  );
}

function PlayerSeason({ player: p }: { player: Player }) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <FactGrid
          facts={[
            { label: '시즌 포인트', value: `${formatThousands(p.points)}점`, note: `${p.season} 시즌` },
            { label: '참가 대회', value: `${formatThousands(p.events.length)}회` },
            { label: '전적', value: recordText(p.record), note: '승-패-무' },
            {
              label: '승률',
              value: formatWinRate(winRateOf(p.record)),
              note: `대전 ${formatThousands(gamesOf(p.record))}회`,
            },
          ]}
        />
        <FigureNotes
          sample={`${p.season} 시즌 대회 ${formatThousands(p.events.length)}개 · 대전 ${formatThousands(gamesOf(p.record))}회`}
          formulas={[POINTS_FORMULA, '승률 = (승 + 무 ÷ 2) ÷ 대전 수']}
        />
      </Stack>
      <TitledSection id="points-title" title="포인트 추이">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <PointsSection points={p.points_over_time} />
        </Paper>
      </TitledSection>
      <TitledSection id="events-title" title="대회 기록">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
          <PlayerEventsTable events={p.events} deckHref={deckHref} />
        </Paper>
      </TitledSection>
      <TitledSection id="archetypes-title" title="사용한 덱">
        <Group>
          <ArchetypesPlayed archetypes={p.archetypes} deckHref={deckHref} />
        </Group>
      </TitledSection>
    </Stack>
  );
}
