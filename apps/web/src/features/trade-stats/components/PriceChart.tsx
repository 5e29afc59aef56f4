import { TrendLineChart } from '../../../components/charts/TrendLineChart';
import { formatWon } from '../../../lib/format';
import type { ChartData } from '../lib/chart-data';
import { CHART_HEIGHT } from './chart-size';

/** The price lines of one period; a null point is a gap in the line (§9). */
export function PriceChart({ data }: { data: ChartData }) {
  return (
    <TrendLineChart
      labels={data.labels}
      lines={data.lines}
      height={CHART_HEIGHT}
      ariaLabel="가격 차트"
      formatValue={formatWon}
      yAxis={{ suggestedMin: data.suggestedMin, suggestedMax: data.suggestedMax }}
    />
  );
}
