import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ResultView } from '../lib/search-state';
import { GRID_COLS } from './ResultGrid';

/** Card-shaped placeholders in the layout the results will take, so the page does not jump. */
export function ResultsSkeleton({ view }: { view: ResultView }) {
  const items = Array.from({ length: view === 'grid' ? 12 : 6 }, (_, i) => i);
  return (
    <div aria-busy="true" aria-label="검색 중" role="status">
      {view === 'grid' ? (
        <SimpleGrid cols={GRID_COLS} spacing="sm">
          {items.map((i) => (
            <Stack key={i} gap={6}>
              <Skeleton style={{ aspectRatio: '63 / 88' }} radius="md" />
              <Skeleton height={12} width="80%" />
              <Skeleton height={10} width="60%" />
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="xs">
          {items.map((i) => (
            <Skeleton key={i} height={92} radius="md" />
          ))}
        </Stack>
      )}
    </div>
  );
}
