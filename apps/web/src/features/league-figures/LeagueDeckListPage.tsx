import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LOW_SAMPLE_GAMES } from '../../components/figures/win-rate';
import { QueryState } from '../../components/QueryState';
import { FigureNotes } from '../deck-ranks';
import { leagueDeckListQuery } from './api/league-figure-queries';
import { ArchetypeShareTable } from './components/ArchetypeShareTable';
import { LeagueFigureFrame } from './components/LeagueFigureFrame';
import { PeriodFilter } from './components/PeriodFilter';
import { usePeriod } from './hooks/use-period';
import { deckSampleText, lowSampleNote, SHARE_FORMULA, WIN_RATE_FORMULA } from './lib/figure-text';
import { callPeriod } from './lib/period-filter';

/**
 * /league/deck/list (decision 035): each archetype's share of the entries and its win rate over the
 * league's finished tournaments of the period (default the last 3 months), every figure beside its
 * formula and sample size.
 */
export default function LeagueDeckListPage() {
  const [params] = useSearchParams();
  const [period, setPeriod] = usePeriod();
  const list = useQuery(leagueDeckListQuery(callPeriod(period)));
  const data = list.data;
  const server = data ? { from: data.date_from, to: data.date_to } : null;

  return (
    <LeagueFigureFrame section="덱 통계" title="리그 덱 통계">
      <PeriodFilter
        key={`${params.toString()}|${server?.from}|${server?.to}`}
        period={period}
        server={server}
        onChange={setPeriod}
      />
      {!data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-label="조회 기간과 표본">
            {data.date_from} ~ {data.date_to} · {deckSampleText(data.tournaments, data.entries)}
          </Text>
          {data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              이 기간에 끝난 리그 대회가 없습니다. 기간을 넓혀 보세요.
            </Text>
          ) : (
            <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
              <Stack gap="sm">
                <ArchetypeShareTable rows={data.items} period={period} />
                <FigureNotes
                  sample={deckSampleText(data.tournaments, data.entries)}
                  formulas={[SHARE_FORMULA, WIN_RATE_FORMULA, lowSampleNote(LOW_SAMPLE_GAMES)]}
                />
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
    </LeagueFigureFrame>
  );
}
