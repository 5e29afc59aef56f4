import { TrendLineChart } from '../../../components/charts/TrendLineChart';
import type { TrendData } from '../lib/trend-data';
import { TREND_CHART_HEIGHT } from './chart-size';

/** The top archetypes' share of each month's players, in percent. */
export function ShareTrendChart({ data }: { data: TrendData }) {
  return (
    <TrendLineChart
      labels={data.labels}
      lines={data.lines}
      height={TREND_CHART_HEIGHT}
      ariaLabel="월별 점유율 차트"
      formatValue={(value) => `${value}%`}
      yAxis={{ beginAtZero: true }}
      pointRadius={3}
    />
  );
}
