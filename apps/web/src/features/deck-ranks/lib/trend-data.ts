import type { CallResult } from '@carddogam/contract/call';
import type { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';

type Trend = CallResult<typeof deckRankCalls.list>['trend'];

export interface TrendLine {
  label: string;
  /** The archetype's share of each month's players, in percent to one decimal. */
  points: number[];
  color: string;
}

export interface TrendData {
  labels: string[];
  lines: TrendLine[];
}

/** The theme's colours first, then distinct ones; the server draws at most DECK_RANK_TREND_TOP lines. */
export const TREND_COLORS = ['#615DF7', '#23D2E2', '#F8468D', '#FAB005', '#40C057', '#868E96'];

const toPercent = (share: number) => Math.round(share * 1000) / 10;

/** The share-over-time chart: the months on x, one line per top archetype, y in percent. */
export function buildTrendData(trend: Trend): TrendData {
  return {
    labels: trend.months,
    lines: trend.lines.map((line, index) => ({
      label: line.archetype?.name_kr ?? DECK_RANK_MSG.others,
      points: line.shares.map(toPercent),
      color: TREND_COLORS[index % TREND_COLORS.length]!,
    })),
  };
}

/** A chart is worth drawing only when some month has a share to show. */
export const hasTrend = (trend: Trend) => trend.lines.some((line) => line.shares.some((share) => share > 0));
