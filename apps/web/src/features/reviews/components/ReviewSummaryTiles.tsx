import { Group } from '@mantine/core';
import type { ReviewSummary } from '@carddogam/contract/calls/reviews';
import { RatingLegend } from './RatingLegend';
import { SummaryTile } from './SummaryTile';

/** 성능 / 수집 난이도 / 종합; the first two explain their scale on hover (§2.14). */
export function ReviewSummaryTiles({ summary }: { summary: ReviewSummary }) {
  return (
    <Group gap="xs" grow align="stretch">
      <SummaryTile
        label="성능"
        average={summary.perform_avg}
        count={summary.perform_count}
        legend={<RatingLegend kind="perform" average={summary.perform_avg} />}
      />
      <SummaryTile
        label="수집 난이도"
        average={summary.collect_avg}
        count={summary.collect_count}
        legend={<RatingLegend kind="collect" average={summary.collect_avg} />}
      />
      <SummaryTile label="종합" average={summary.total_avg} count={summary.total_count} />
    </Group>
  );
}
