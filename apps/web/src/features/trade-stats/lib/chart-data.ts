import type { ChartRow } from '@carddogam/contract/calls/trade-stats';
import {
  bucketLabel,
  periodBuckets,
  plotLine,
  yAxisHints,
  type ChartMonth,
} from '@carddogam/contract/trade/chart';
import { gradeLabel } from '../../../lib/grade-label';
import type { GradedMode } from './grades';

/** 기본 plots the raw conditions; PSA and 기타 plot each grade of that company (§2.13). */
export type ChartMode = 'basic' | GradedMode;

export interface ChartLine {
  label: string;
  color: string;
  points: Array<number | null>;
}

export interface ChartData {
  labels: string[];
  lines: ChartLine[];
  suggestedMin: number;
  suggestedMax: number;
  /** No trade at all in the period: the chart shows '판매글 없음'. */
  empty: boolean;
}

const BASIC_LINES = [
  { key: 'S_price', label: 'S급', color: '#e8590c' },
  { key: 'A_price', label: 'A급', color: '#1c7ed6' },
  { key: 'B_price', label: 'B급', color: '#2f9e44' },
  { key: 'C_below_price', label: 'C급 이하', color: '#868e96' },
] as const;

const GRADE_PALETTE = [
  '#d6336c',
  '#f76707',
  '#1971c2',
  '#0c8599',
  '#7048e8',
  '#2b8a3e',
  '#e67700',
  '#495057',
];

/** The keys 'PSA_95_price' of one company that appear in the rows, highest grade first. */
function gradeKeys(rows: ChartRow[], company: GradedMode): number[] {
  const grades = new Set<number>();
  for (const row of rows) {
    for (const key of Object.keys(row.graded)) {
      const match = /^(PSA|ETC)_(\d+)_price$/.exec(key);
      if (match && match[1] === company) grades.add(Number(match[2]));
    }
  }
  return [...grades].sort((a, b) => b - a);
}

/** Lays the server's rows (buckets with trades) over every bucket of the period, by the §9 rules. */
export function buildChartData(
  rows: ChartRow[],
  month: ChartMonth,
  mode: ChartMode,
  today: string,
): ChartData {
  const buckets = periodBuckets(month, today);
  const byBucket = new Map(rows.map((row) => [row.card_date, row]));
  const line = (value: (row: ChartRow) => number | undefined) =>
    plotLine(
      buckets,
      new Map(
        buckets.flatMap((bucket) => {
          const row = byBucket.get(bucket);
          return row ? [[bucket, value(row) ?? 0] as [string, number]] : [];
        }),
      ),
    );

  const lines: ChartLine[] =
    mode === 'basic'
      ? BASIC_LINES.map(({ key, label, color }) => ({ label, color, points: line((row) => row[key]) }))
      : gradeKeys(rows, mode).map((grade, i) => ({
          label: `${mode === 'PSA' ? 'PSA' : '기타'} ${gradeLabel(grade)}`,
          color: GRADE_PALETTE[i % GRADE_PALETTE.length]!,
          points: line((row) => row.graded[`${mode}_${grade}_price`]),
        }));
  const visible = lines.filter((l) => l.points.some((p) => p !== null));
  return {
    labels: buckets.map((bucket) => bucketLabel(bucket, month)),
    lines: visible,
    ...yAxisHints(visible.map((l) => l.points)),
    empty: visible.length === 0,
  };
}
