import { TrendLineChart } from '../../../components/charts/TrendLineChart';
import type { monthlyChartData } from '../lib/monthly-chart';
import { MONTHLY_CHART_HEIGHT } from './chart-size';

/** The member's win rate month by month, in percent. */
export function MonthlyChart({ data }: { data: ReturnType<typeof monthlyChartData> }) {
  return (
    <TrendLineChart
      labels={data.labels}
      lines={data.lines}
      height={MONTHLY_CHART_HEIGHT}
      ariaLabel="월별 승률 차트"
      formatValue={(value) => `${value}%`}
      yAxis={{ suggestedMin: 0, suggestedMax: 100 }}
      pointRadius={3}
    />
  );
}
