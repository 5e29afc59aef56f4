import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { formatWon } from '../../../lib/format';
import type { ChartData } from '../lib/chart-data';

let chartPartsRegistered = false;

/**
 * Chart.js draws only the parts registered with it. Registering on first draw rather than on import keeps
 * this module free of import-time work, so a chunk that imports the trade-stats entry for something else
 * (the card popup's price summary) does not carry Chart.js along.
 */
function registerChartParts(): void {
  if (chartPartsRegistered) return;
  ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);
  chartPartsRegistered = true;
}
import { CHART_HEIGHT } from './chart-size';

/** The price lines of one period; a null point is a gap in the line (§9). */
export function PriceChart({ data }: { data: ChartData }) {
  registerChartParts();
  return (
    <div style={{ position: 'relative', height: CHART_HEIGHT }} role="img" aria-label="가격 차트">
      <Line
        data={{
          labels: data.labels,
          datasets: data.lines.map((line) => ({
            label: line.label,
            data: line.points,
            borderColor: line.color,
            backgroundColor: line.color,
            spanGaps: false,
            tension: 0.2,
            pointRadius: 2,
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            y: {
              suggestedMin: data.suggestedMin,
              suggestedMax: data.suggestedMax,
              ticks: { callback: (value) => formatWon(Number(value)) },
            },
          },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: {
              callbacks: { label: (item) => `${item.dataset.label}: ${formatWon(Number(item.raw))}` },
            },
          },
        }}
      />
    </div>
  );
}
