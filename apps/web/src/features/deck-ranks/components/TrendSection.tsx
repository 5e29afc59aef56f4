import { lazy, Suspense, useMemo } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CallResult } from '@carddogam/contract/call';
import type { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { buildTrendData, hasTrend } from '../lib/trend-data';
import { TREND_CHART_HEIGHT } from './chart-size';

// chart.js is the page's largest library: it loads beside the table, into a box of the chart's size.
const ShareTrendChart = lazy(() => import('./ShareTrendChart').then((m) => ({ default: m.ShareTrendChart })));

type Trend = CallResult<typeof deckRankCalls.list>['trend'];

/** 점유율 추이: the top archetypes' monthly share of players over the period. */
export function TrendSection({ trend }: { trend: Trend }) {
  const data = useMemo(() => buildTrendData(trend), [trend]);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-labelledby="trend-title"
    >
      <Stack gap="xs">
        <Title order={2} fz="lg" id="trend-title">
          점유율 추이
        </Title>
        <Text size="xs" c="dimmed">
          상위 덱의 월별 점유율 (그 달의 해당 덱 참가자 수 ÷ 그 달의 전체 참가자 수)
        </Text>
        {hasTrend(trend) ? (
          <Suspense fallback={<div style={{ height: TREND_CHART_HEIGHT }} />}>
            <ShareTrendChart data={data} />
          </Suspense>
        ) : (
          <Text c="dimmed" ta="center" py="lg">
            추이를 그릴 결과가 없습니다.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
