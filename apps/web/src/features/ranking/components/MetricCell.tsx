import { Text } from '@mantine/core';
import type { RankColumn, RankRow } from '@carddogam/contract/calls/ranking';
import { isRatingColumn, metricText, RATING_COUNT } from '../lib/rank-metrics';
import { RatingMetric } from './RatingMetric';

/** One desktop metric cell: a rating with 2 decimals and its votes, or a price or usage figure. */
export function MetricCell({ column, row }: { column: RankColumn; row: RankRow }) {
  if (isRatingColumn(column)) {
    return <RatingMetric value={row[column]} count={row[RATING_COUNT[column]]} digits={2} />;
  }
  return (
    <Text size="sm" fw={600} ta="center">
      {metricText(column, row)}
    </Text>
  );
}
