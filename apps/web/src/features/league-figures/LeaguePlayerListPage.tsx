import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../components/ListPager';
import { QueryState } from '../../components/QueryState';
import { formatThousands } from '../../lib/format';
import { FigureNotes } from '../deck-ranks';
import { leaguePlayerListQuery } from './api/league-figure-queries';
import { LeagueFigureFrame } from './components/LeagueFigureFrame';
import { PlayerRankingTable } from './components/PlayerRankingTable';
import { PlayerSearch } from './components/PlayerSearch';
import { SeasonSelect } from './components/SeasonSelect';
import { PLAYER_PAGE_SIZE, POINTS_FORMULA } from './lib/figure-text';
import { currentSeason, seasonFrom } from './lib/season';

/** /league/player/list (decision 035): the approved players of a season by league points, searched by name. */
export default function LeaguePlayerListPage() {
  const [params, setParams] = useSearchParams();
  const season = seasonFrom(params);
  const text = params.get('text')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(
    leaguePlayerListQuery({
      ...(season === null ? {} : { season }),
      text,
      page,
      size: PLAYER_PAGE_SIZE,
    }),
  );
  const shownSeason = list.data?.season ?? season ?? currentSeason();
  const go = (next: { season: number | null; text: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.season !== null) search.set('season', String(next.season));
    if (next.text) search.set('text', next.text);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <LeagueFigureFrame section="선수 순위" title="리그 선수 순위">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SeasonSelect season={shownSeason} onChange={(next) => go({ season: next, text, page: 1 })} />
        <PlayerSearch key={text} text={text} onSearch={(next) => go({ season, text: next, page: 1 })} />
      </Group>
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {text
            ? `'${text}' 이름의 선수가 없습니다.`
            : `${list.data.season} 시즌에 포인트를 얻은 선수가 없습니다.`}
        </Text>
      ) : (
        <Stack gap="sm">
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
            <Stack gap="sm">
              <PlayerRankingTable
                players={list.data.items}
                season={list.data.season}
                firstRank={text ? null : (page - 1) * PLAYER_PAGE_SIZE + 1}
              />
              <FigureNotes
                sample={`${list.data.season} 시즌 · 선수 ${formatThousands(list.data.total)}명`}
                formulas={[POINTS_FORMULA]}
              />
            </Stack>
          </Paper>
          <ListPager
            page={page}
            total={list.data.total}
            size={PLAYER_PAGE_SIZE}
            onChange={(next) => go({ season, text, page: next })}
          />
        </Stack>
      )}
    </LeagueFigureFrame>
  );
}
