import { SimpleGrid, Stack } from '@mantine/core';
import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import type { ResultView } from '../lib/search-state';
import type { ResultHandlers } from './ResultActions';
import { ResultCard } from './ResultCard';
import { ResultRow } from './ResultRow';

/** 2 cards a row on mobile, 6 on desktop (§9). */
export const GRID_COLS = { base: 2, sm: 6 };

interface ResultGridProps extends ResultHandlers {
  rows: SearchRow[];
  nation: Nation;
  view: ResultView;
  preview: boolean;
}

/** The result page as a card grid or as a list. */
export function ResultGrid({ rows, view, ...item }: ResultGridProps) {
  if (view === 'list') {
    return (
      <Stack gap="xs" aria-label="검색 결과">
        {rows.map((row) => (
          <ResultRow key={row.id} row={row} {...item} />
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" aria-label="검색 결과">
      {rows.map((row) => (
        <ResultCard key={row.id} row={row} {...item} />
      ))}
    </SimpleGrid>
  );
}
