import { useMemo } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { PageLoader } from '../../../components/PageLoader';
import { basicPokemonQuery } from '../api/deck-test-queries';
import { pageRandom } from '../lib/random-source';
import { testDeckCards } from '../lib/test-deck';
import { OddsPanel } from './OddsPanel';
import { SamplePanel } from './SamplePanel';
import { TestTable } from './TestTable';

/** The whole test for one list of cards: the table, the exact odds and the 1,000-hand sample. */
export function DeckTester({ cards }: { cards: readonly DeckCardView[] }) {
  const pokemonIds = useMemo(
    () => cards.filter((c) => c.supertype === 'Pokémon').map((c) => c.card_id),
    [cards],
  );
  const basics = useQuery({ ...basicPokemonQuery(pokemonIds), enabled: pokemonIds.length > 0 });
  const random = useMemo(() => pageRandom(), []);

  if (pokemonIds.length > 0 && basics.isPending) return <PageLoader />;
  const testCards = testDeckCards(cards, basics.data ?? new Map());
  if (testCards.length === 0) {
    return (
      <Alert color="gray" role="alert">
        덱에 카드가 없습니다.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <TestTable cards={testCards} random={random} />
      <OddsPanel cards={testCards} />
      <SamplePanel cards={testCards} random={random} />
    </Stack>
  );
}
