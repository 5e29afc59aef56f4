import { Group, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { Banner } from '../banners';
import { deckRankListQuery, eventTypesQuery } from './api/deck-rank-queries';
import { DeckRankEmpty } from './components/DeckRankEmpty';
import { DeckRankFilters } from './components/DeckRankFilters';
import { DeckRankFrame } from './components/DeckRankFrame';
import { DeckRankTable } from './components/DeckRankTable';
import { FigureNotes } from './components/FigureNotes';
import { PeriodLine } from './components/PeriodLine';
import { TrendSection } from './components/TrendSection';
import { useDeckRankFilter } from './hooks/use-deck-rank-filter';
import { sampleText } from './lib/deck-figures';
import { callFilterOf } from './lib/deck-rank-filter';

/**
 * /official_league/deck_rank/list (decision 034): the archetypes of a period, division and event type by
 * share of players, with their top-8 count and best finish, each figure beside its formula and sample
 * size, and the top archetypes' share month by month.
 */
export default function DeckRankListPage() {
  const [params] = useSearchParams();
  const [filter, setFilter] = useDeckRankFilter();
  const list = useQuery(deckRankListQuery(callFilterOf(filter)));
  const types = useQuery(eventTypesQuery);
  const data = list.data;

  return (
    <DeckRankFrame title="덱 순위">
      <Group justify="center">
        <Banner placement="official_league" />
      </Group>
      <DeckRankFilters
        key={`${params.toString()}|${data?.period.from}|${data?.period.to}`}
        filter={filter}
        period={data?.period ?? null}
        types={types.data ?? []}
        onChange={setFilter}
      />
      {!data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="md">
          <PeriodLine period={data.period} sample={sampleText(data.sample, '참가자')} />
          {data.rows.length === 0 ? (
            <DeckRankEmpty />
          ) : (
            <>
              <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
                <Stack gap="sm">
                  <DeckRankTable rows={data.rows} formula={data.formula} filter={filter} />
                  <FigureNotes
                    sample={sampleText(data.sample, '참가자')}
                    formulas={[data.formula.share, data.formula.top8, data.formula.best]}
                  />
                </Stack>
              </Paper>
              <TrendSection trend={data.trend} />
            </>
          )}
        </Stack>
      )}
    </DeckRankFrame>
  );
}
