import { TrendLineChart } from '../../../components/charts/TrendLineChart';
import type { pointsChartData } from '../lib/points-chart';
import { POINTS_CHART_HEIGHT } from './chart-size';

/** A player's league points over the season, after each tournament. */
export function PointsChart({ data }: { data: ReturnType<typeof pointsChartData> }) {
  return (
    <TrendLineChart
      labels={data.labels}
      lines={data.lines}
      height={POINTS_CHART_HEIGHT}
      ariaLabel="시즌 포인트 추이 차트"
      formatValue={(value) => `${value}점`}
      yAxis={{ beginAtZero: true }}
      pointRadius={3}
    />
  );
}
