import { Badge, Group, Text } from '@mantine/core';
import { REVIEW_MSG, REVIEW_STATUS, type Review } from '@carddogam/contract/calls/reviews';

/**
 * A review's text. Readers other than a 관리자 get no text for a blinded review (content null) and see the
 * blind notice; a 관리자 sees the text with a 블라인드 marker (§2.14, decision 013).
 */
export function ReviewContent({ review }: { review: Review }) {
  if (review.content === null) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {REVIEW_MSG.blinded}
      </Text>
    );
  }
  return (
    <Group gap={6} align="flex-start" wrap="nowrap">
      {review.status === REVIEW_STATUS.blind && (
        <Badge size="sm" color="orange" variant="light" style={{ flex: 'none' }}>
          {REVIEW_STATUS.blind}
        </Badge>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {review.content}
      </Text>
    </Group>
  );
}
