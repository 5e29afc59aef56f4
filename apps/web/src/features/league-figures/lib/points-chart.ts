import { formatDate } from '../../../lib/format';

const LINE_COLOR = '#615DF7';

/** The season's points after each tournament, as the chart draws them: one point per tournament. */
export function pointsChartData(points: readonly { starts_at: string; points: number }[]) {
  return {
    labels: points.map((p) => formatDate(p.starts_at)),
    lines: [{ label: '누적 포인트', points: points.map((p) => p.points), color: LINE_COLOR }],
  };
}
