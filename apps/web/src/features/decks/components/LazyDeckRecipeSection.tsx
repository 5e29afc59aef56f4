import { lazy, Suspense } from 'react';
import { Loader, Stack } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import type { Nation } from '@carddogam/contract/constants';
import { deckSectionQuery } from '../api/deck-queries';
import { DeckRecipeHeader } from './DeckRecipeHeader';

// Below the first screen of the card page: the deck tiles' code loads after the page, and the decks are
// asked for at once, beside that code.
const DeckRecipeSection = lazy(() =>
  import('./DeckRecipeSection').then((m) => ({ default: m.DeckRecipeSection })),
);

interface DeckRecipeSectionProps {
  cardId: string;
  nation: Nation;
  cardTitle: string;
}

/** §2.15 on the card page, drawn as it first shows (title, 더보기, loader) until its code arrives. */
export function LazyDeckRecipeSection(props: DeckRecipeSectionProps) {
  usePrefetchQuery(deckSectionQuery(props.cardId, props.nation));
  return (
    <Suspense
      fallback={
        <Stack gap="sm" component="section" aria-label="덱 레시피">
          <DeckRecipeHeader cardId={props.cardId} cardTitle={props.cardTitle} />
          <Loader size="sm" />
        </Stack>
      }
    >
      <DeckRecipeSection {...props} />
    </Suspense>
  );
}
