import type { RankColumn, RankRow } from '@carddogam/contract/calls/ranking';
import { formatCount, formatRankPrice } from './rank-format';

type RatingColumn = 'total_avg' | 'perform_avg' | 'collect_avg';

/** Which vote count goes with each average (§2.20). */
export const RATING_COUNT: Record<RatingColumn, 'total_count' | 'total_perform' | 'total_collect'> = {
  total_avg: 'total_count',
  perform_avg: 'total_perform',
  collect_avg: 'total_collect',
};

/** Short names for the mobile cell that holds all three ratings. */
export const RATING_SHORT_LABEL: Record<RatingColumn, string> = {
  total_avg: '종합',
  perform_avg: '성능',
  collect_avg: '수집',
};

export function isRatingColumn(key: RankColumn): key is RatingColumn {
  return key in RATING_COUNT;
}

/** A price or usage cell as text: prices floored with '원', counts with '건' or '장' (§2.20). */
export function metricText(key: Exclude<RankColumn, RatingColumn>, row: RankRow): string {
  switch (key) {
    case 'avg_price':
    case 'max_price':
      return formatRankPrice(row[key]);
    case 'count':
    case 'deck_total_count':
      return formatCount(row[key], '건');
    case 'deck_total_amount':
    case 'collection_total_amount':
      return formatCount(row[key], '장');
  }
}
