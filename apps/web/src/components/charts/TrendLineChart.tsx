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

let chartPartsRegistered = false;

/**
 * Chart.js draws only the parts registered with it. Registering on first draw rather than on import keeps
 * this module free of import-time work; pages load their chart module lazily, so chart.js stays out of
 * the first load of every page.
 */
function registerChartParts(): void {
  if (chartPartsRegistered) return;
  ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);
  chartPartsRegistered = true;
}

/** One line: a point per label; null is a gap in the line. */
export interface TrendLine {
  label: string;
  points: ReadonlyArray<number | null>;
  color: string;
}

export interface TrendLineChartProps {
  labels: readonly string[];
  lines: readonly TrendLine[];
  /** The box's height in pixels; the page reserves the same while chart.js loads. */
  height: number;
  /** Read by screen readers in place of the drawing. */
  ariaLabel: string;
  /** How a value reads on the axis and in the tooltip (원, %, …). */
  formatValue: (value: number) => string;
  yAxis?: { beginAtZero?: boolean; suggestedMin?: number; suggestedMax?: number };
  pointRadius?: number;
}

/** Lines over time with the legend below and one tooltip for every line at a label. */
export function TrendLineChart({
  labels,
  lines,
  height,
  ariaLabel,
  formatValue,
  yAxis = {},
  pointRadius = 2,
}: TrendLineChartProps) {
  registerChartParts();
  return (
    <div style={{ position: 'relative', height }} role="img" aria-label={ariaLabel}>
      <Line
        data={{
          labels: [...labels],
          datasets: lines.map((line) => ({
            label: line.label,
            data: [...line.points],
            borderColor: line.color,
            backgroundColor: line.color,
            spanGaps: false,
            tension: 0.2,
            pointRadius,
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: { y: { ...yAxis, ticks: { callback: (value) => formatValue(Number(value)) } } },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: {
              callbacks: { label: (item) => `${item.dataset.label}: ${formatValue(Number(item.raw))}` },
            },
          },
        }}
      />
    </div>
  );
}
