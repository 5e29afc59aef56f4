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
import type { TrendData } from '../lib/trend-data';
import { TREND_CHART_HEIGHT } from './chart-size';

let chartPartsRegistered = false;

/**
 * Chart.js draws only the parts registered with it. Registering on first draw rather than on import keeps
 * the module free of import-time work; the page loads this module on its own (lazily), so chart.js stays
 * out of the first load of every other page.
 */
function registerChartParts(): void {
  if (chartPartsRegistered) return;
  ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);
  chartPartsRegistered = true;
}

/** The top archetypes' share of each month's players, in percent. */
export function ShareTrendChart({ data }: { data: TrendData }) {
  registerChartParts();
  return (
    <div
      style={{ position: 'relative', height: TREND_CHART_HEIGHT }}
      role="img"
      aria-label="월별 점유율 차트"
    >
      <Line
        data={{
          labels: data.labels,
          datasets: data.lines.map((line) => ({
            label: line.label,
            data: line.points,
            borderColor: line.color,
            backgroundColor: line.color,
            tension: 0.2,
            pointRadius: 3,
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            y: { beginAtZero: true, ticks: { callback: (value) => `${value}%` } },
          },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${Number(item.raw)}%` } },
          },
        }}
      />
    </div>
  );
}
