import { SimpleGrid, Skeleton } from '@mantine/core';

export const RELATED_COLS = { base: 3, sm: 6 };

/** Card-shaped placeholders where a group's cards will be. */
export function RelatedCardsSkeleton({
  count,
  cols = RELATED_COLS,
}: {
  count: number;
  cols?: typeof RELATED_COLS;
}) {
  return (
    <SimpleGrid cols={cols}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} style={{ aspectRatio: '63 / 88' }} />
      ))}
    </SimpleGrid>
  );
}
