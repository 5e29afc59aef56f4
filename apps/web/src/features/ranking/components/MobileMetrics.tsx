import { Group, Stack, Text } from '@mantine/core';
import { RANK_COLUMNS, type RankRow, type RankType } from '@carddogam/contract/calls/ranking';
import { isRatingColumn, metricText, RATING_SHORT_LABEL } from '../lib/rank-metrics';
import { RatingMetric } from './RatingMetric';

/**
 * Mobile puts a row's three figures in one cell (§2.20): ratings with 0 decimals, prices and usage as on
 * desktop with their column names.
 */
export function MobileMetrics({ type, row }: { type: RankType; row: RankRow }) {
  return (
    <Stack gap={2}>
      {RANK_COLUMNS[type].map(({ key, label }) =>
        isRatingColumn(key) ? (
          <RatingMetric key={key} value={row[key]} digits={0} label={RATING_SHORT_LABEL[key]} />
        ) : (
          <Group key={key} gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="xs" fw={600}>
              {metricText(key, row)}
            </Text>
          </Group>
        ),
      )}
    </Stack>
  );
}
