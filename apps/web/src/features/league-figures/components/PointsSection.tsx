import { lazy, Suspense, useMemo } from 'react';
import { Text } from '@mantine/core';
import { pointsChartData } from '../lib/points-chart';
import { POINTS_CHART_HEIGHT } from './chart-size';

// chart.js is the page's largest library: it loads beside the tables, into a box of the chart's size.
const PointsChart = lazy(() => import('./PointsChart').then((m) => ({ default: m.PointsChart })));

/** 포인트 추이: the season's points after each tournament the player finished. */
export function PointsSection({ points }: { points: readonly { starts_at: string; points: number }[] }) {
  const data = useMemo(() => pointsChartData(points), [points]);
  if (points.length === 0)
    return (
      <Text size="sm" c="dimmed">
        이 시즌에 끝난 대회가 없습니다.
      </Text>
    );
  return (
    <Suspense fallback={<div style={{ height: POINTS_CHART_HEIGHT }} />}>
      <PointsChart data={data} />
    </Suspense>
  );
}
