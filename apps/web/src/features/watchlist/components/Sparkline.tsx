import { WATCH_SERIES_DAYS, type WatchDay } from '@carddogam/contract/calls/watchlist';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { sparkPoints } from '../lib/watch-text';

const WIDTH = 120;
const HEIGHT = 32;

/** The last 30 days' daily averages as a small line, without axes: the shape of the price at a glance. */
export function Sparkline({ series, label }: { series: WatchDay[]; label: string }) {
  const points = sparkPoints(series, koreanToday(), WATCH_SERIES_DAYS, WIDTH, HEIGHT - 4);
  if (points.length === 0) return <span aria-label={label}>-</span>;
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 -2 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      style={{ display: 'block' }}
    >
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="var(--mantine-color-indigo-6)"
        strokeWidth={1.5}
      />
      {points.length === 1 && <circle cx={points[0]![0]} cy={points[0]![1]} r={2} fill="var(--mantine-color-indigo-6)" />}
    </svg>
  );
}
