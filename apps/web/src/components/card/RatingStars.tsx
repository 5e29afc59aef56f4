import { Group, Rating, Text } from '@mantine/core';

/** Rounds an average to the half step the stars can show (§9). */
export function halfStep(value: number): number {
  return Math.round(value * 2) / 2;
}

/** Read-only half-step stars with the average and, when given, the number of votes. */
export function RatingStars({
  value,
  count,
  size = 'xs',
}: {
  value: number;
  count?: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={`평점 ${value.toFixed(2)}`}>
      <Rating value={halfStep(value)} fractions={2} readOnly size={size} />
      {count !== undefined && (
        <Text size="xs" c="dimmed">
          ({count})
        </Text>
      )}
    </Group>
  );
}
