import { Group, Rating, Text } from '@mantine/core';
import type { Review } from '@carddogam/contract/calls/reviews';

function RatingLine({ label, checked, value }: { label: string; checked: boolean; value: number }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {checked ? (
        <Rating value={value} fractions={2} readOnly size="xs" aria-label={`${label} ${value}점`} />
      ) : (
        <Text size="xs" c="dimmed">
          미참여
        </Text>
      )}
    </Group>
  );
}

/** A review's two ratings, read-only; a rating the writer left out says so rather than showing 0 stars. */
export function ReviewRatings({ review }: { review: Review }) {
  return (
    <Group gap="md">
      <RatingLine label="성능" checked={review.rate_perform_check} value={review.rate_perform} />
      <RatingLine label="수집" checked={review.rate_collect_check} value={review.rate_collect} />
    </Group>
  );
}
