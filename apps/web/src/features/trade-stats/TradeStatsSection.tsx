import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Box, Grid, Group, SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import type { Nation } from '@carddogam/contract/constants';
import {
  CHART_PERIODS,
  DEFAULT_CHART_MONTH,
  koreanToday,
  type ChartMonth,
} from '@carddogam/contract/trade/chart';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useTradeStats } from './hooks/use-trade-stats';
import { buildChartData, type ChartMode } from './lib/chart-data';
import type { GradedMode } from './lib/grades';
import { BasicSummary } from './components/BasicSummary';
import { GradedSummary } from './components/GradedSummary';
import { CHART_HEIGHT } from './components/chart-size';
import { EmptyChart } from './components/EmptyChart';
import { OverseasNotice } from './components/OverseasNotice';
import { RecentTradePosts } from './components/RecentTradePosts';
import { TradeStatsSkeleton } from './components/TradeStatsSkeleton';

// chart.js is the largest library of the card page: it loads beside the page, into a box of the chart's size.
const PriceChart = lazy(() => import('./components/PriceChart').then((m) => ({ default: m.PriceChart })));
// Few visitors download the records: the button and the CSV writer load beside the page.
const PriceCsvButton = lazy(() => import('./components/PriceCsvButton'));

type View = 'single' | 'graded';

/**
 * §2.13 on the card page: real-transaction prices of the card's price group in the chosen edition, the
 * chart of a period, and the newest sale posts.
 */
export function TradeStatsSection({ cardId, nation }: { cardId: string; nation: Nation }) {
  const query = useTradeStats(cardId, nation);
  const isMobile = useIsMobile();
  const [view, setView] = useState<View>('single');
  const [company, setCompany] = useState<GradedMode>('PSA');
  const [month, setMonth] = useState<ChartMonth>(DEFAULT_CHART_MONTH);
  const mode: ChartMode = view === 'single' ? 'basic' : company;
  const rows = query.data?.charts[String(month)];
  const chart = useMemo(
    () => (rows ? buildChartData(rows, month, mode, koreanToday()) : null),
    [rows, month, mode],
  );

  if (query.isPending) return <TradeStatsSkeleton />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const stats = query.data;

  return (
    <Stack gap="sm" component="section" aria-label="카드 시세">
      <Title order={3}>카드 시세</Title>
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v as View)}
        data={[
          { value: 'single', label: '싱글카드 실거래가' },
          { value: 'graded', label: '등급카드 실거래가' },
        ]}
      />
      {view === 'graded' && (
        <SegmentedControl
          size="xs"
          value={company}
          onChange={(v) => setCompany(v as GradedMode)}
          data={[
            { value: 'PSA', label: 'PSA' },
            { value: 'ETC', label: '기타' },
          ]}
        />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Box pos="relative">
            {stats.overseas_only && <OverseasNotice />}
            {view === 'single' ? (
              <BasicSummary stats={stats} isMobile={isMobile} />
            ) : (
              <GradedSummary stats={stats} company={company} />
            )}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RecentTradePosts posts={stats.recent_posts} />
        </Grid.Col>
      </Grid>
      <Tabs value={String(month)} onChange={(v) => v && setMonth(Number(v) as ChartMonth)}>
        <Tabs.List>
          {CHART_PERIODS.map((p) => (
            <Tabs.Tab key={p.month} value={String(p.month)}>
              {p.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {chart?.empty && <EmptyChart />}
      {chart && !chart.empty && (
        <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
          <PriceChart data={chart} />
        </Suspense>
      )}
      <Group justify="flex-end" mih={30}>
        <Suspense fallback={null}>
          <PriceCsvButton cardId={cardId} nation={nation} />
        </Suspense>
      </Group>
    </Stack>
  );
}
