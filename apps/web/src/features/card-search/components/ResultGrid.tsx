import { Box, SimpleGrid, Stack } from '@mantine/core';
import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { AfterHydration } from '../../../components/AfterHydration';
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

/**
 * The cards a first screen can show (two rows on a desktop, more than a phone's screen): a server-rendered
 * page (decision 041) draws the rest right after hydrating, in boxes of a card's shape meanwhile.
 */
const FIRST_SCREEN_CARDS = 12;
/** A result card's shape: the picture (63:88) with about four lines below it. */
const RESULT_CARD_RATIO = '245 / 470';

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
      {rows.slice(0, FIRST_SCREEN_CARDS).map((row) => (
        <ResultCard key={row.id} row={row} {...item} />
      ))}
      <AfterHydration
        placeholder={rows.slice(FIRST_SCREEN_CARDS).map((row) => (
          <Box key={row.id} style={{ aspectRatio: RESULT_CARD_RATIO }} />
        ))}
      >
        {rows.slice(FIRST_SCREEN_CARDS).map((row) => (
          <ResultCard key={row.id} row={row} {...item} />
        ))}
      </AfterHydration>
    </SimpleGrid>
  );
}
