import { Group, Text } from '@mantine/core';
import { RatingStars } from '../../../components/card/RatingStars';
import { ratingLabel } from '../lib/rank-format';

interface RatingMetricProps {
  value: number;
  /** Votes behind the value, shown in parentheses on desktop. */
  count?: number;
  digits: 0 | 2;
  /** Mobile puts the three ratings in one cell, each with its name. */
  label?: string;
}

/** Half-step stars with '평점 {value}' (§2.20). */
export function RatingMetric({ value, count, digits, label }: RatingMetricProps) {
  return (
    <Group gap={4} wrap="nowrap" justify={label ? 'flex-start' : 'center'}>
      {label && (
        <Text size="xs" c="dimmed" w={28}>
          {label}
        </Text>
      )}
      <RatingStars value={value} />
      <Text size="xs" fw={600}>
        {ratingLabel(value, digits)}
        {count !== undefined && ` (${count})`}
      </Text>
    </Group>
  );
}
