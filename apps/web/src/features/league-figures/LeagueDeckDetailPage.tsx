import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import {
  formatPercent,
  formatWinRate,
  gamesOf,
  LOW_SAMPLE_GAMES,
  recordText,
} from '../../components/figures/win-rate';
import { MissingNotice } from '../../components/MissingNotice';
import { QueryState } from '../../components/QueryState';
import { TitledSection } from '../../components/TitledSection';
import { ApiError } from '../../lib/api';
import { formatThousands } from '../../lib/format';
import { FigureNotes } from '../deck-ranks';
import { leagueDeckDetailQuery } from './api/league-figure-queries';
import { DeckLists } from './components/DeckLists';
import { FactGrid } from '../../components/figures/FactGrid';
import { LeagueFigureFrame } from './components/LeagueFigureFrame';
import { MatchupTable } from './components/MatchupTable';
import { PeriodFilter } from './components/PeriodFilter';
import { usePeriod } from './hooks/use-period';
import { lowSampleNote, positiveIdFrom, SHARE_FORMULA, WIN_RATE_FORMULA } from './lib/figure-text';
import { callPeriod, leagueDeckListHref, type Period } from './lib/period-filter';

type Detail = CallResult<typeof leagueCalls.deckDetail>;

const ARCHETYPE_MISSING = '덱을 찾을 수 없습니다.';

/**
 * /league/deck/detail?id= (decision 035): one archetype over a period — its share and win rate, how it
 * fared against each other archetype, and its lists as card pictures.
 */
export default function LeagueDeckDetailPage() {
  const [params] = useSearchParams();
  const id = positiveIdFrom(params.get('id'));
  return id === null ? <Missing message={ARCHETYPE_MISSING} /> : <ArchetypeDetail id={id} />;
}

function Missing({ message }: { message: string }) {
  return <MissingNotice message={message} backTo="/league/deck/list" backLabel="덱 통계" />;
}

function ArchetypeDetail({ id }: { id: number }) {
  const [params] = useSearchParams();
  const [period, setPeriod] = usePeriod();
  const detail = useQuery(leagueDeckDetailQuery(id, callPeriod(period)));
  const data = detail.data;
  const back = { to: leagueDeckListHref(period), label: '덱 통계' };

  if (!data) {
    if (detail.error instanceof ApiError && detail.error.status === 404)
      return <Missing message={detail.error.message} />;
    return (
      <LeagueFigureFrame section="덱 통계" title="리그 덱 통계" back={back}>
        <QueryState error={detail.error} onRetry={() => void detail.refetch()} />
      </LeagueFigureFrame>
    );
  }

  return (
    <LeagueFigureFrame
      section="덱 통계"
      title={data.archetype.name_kr}
      subtitle={data.archetype.name_en}
      back={back}
    >
      <PeriodFilter
        key={`${params.toString()}|${data.date_from}|${data.date_to}`}
        period={period}
        server={{ from: data.date_from, to: data.date_to }}
        onChange={setPeriod}
      />
      <ArchetypeFigures data={data} period={period} />
    </LeagueFigureFrame>
  );
}

function ArchetypeFigures({ data, period }: { data: Detail; period: Period }) {
  const { share } = data;
  const sample = `참가 ${formatThousands(share.entries)}명 · 대전 ${formatThousands(share.matches)}회`;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" aria-label="조회 기간과 표본">
          {data.date_from} ~ {data.date_to} · {sample}
        </Text>
        <FactGrid
          facts={[
            {
              label: '점유율',
              value: formatPercent(share.share),
              note: `참가 ${formatThousands(share.entries)}명`,
            },
            {
              label: '승률',
              value: formatWinRate(share.win_rate),
              note: `대전 ${formatThousands(share.matches)}회`,
            },
            { label: '전적', value: recordText(share.record), note: '승-패-무' },
          ]}
        />
        <FigureNotes sample={sample} formulas={[SHARE_FORMULA, WIN_RATE_FORMULA]} />
      </Stack>
      <TitledSection id="matchups-title" title="상대 덱별 전적">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
          <Stack gap="sm">
            <MatchupTable matchups={data.matchups} period={period} />
            <FigureNotes
              sample={`대전 ${formatThousands(data.matchups.reduce((n, m) => n + gamesOf(m.record), 0))}회`}
              formulas={[WIN_RATE_FORMULA, lowSampleNote(LOW_SAMPLE_GAMES)]}
            />
          </Stack>
        </Paper>
      </TitledSection>
      <TitledSection id="lists-title" title={`덱리스트 ${formatThousands(data.lists.length)}개`}>
        {data.lists.length === 0 ? (
          <Text size="sm" c="dimmed">
            이 기간에 공개된 덱리스트가 없습니다.
          </Text>
        ) : (
          <DeckLists lists={data.lists} />
        )}
      </TitledSection>
    </Stack>
  );
}
