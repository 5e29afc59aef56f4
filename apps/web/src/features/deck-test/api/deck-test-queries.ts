import { queryOptions, useMutation } from '@tanstack/react-query';
import { cardRecordCalls } from '@carddogam/contract/calls/card-records';
import { deckCalls } from '@carddogam/contract/calls/decks';
import { callApi } from '../../../lib/api';
import { deckKeys } from '../../decks';

/** The deck under test: the deck page's own read call and cache entry, so its privacy rule applies. */
export const testDeckQuery = (id: number) =>
  queryOptions({
    queryKey: deckKeys.read(id),
    queryFn: () => callApi(deckCalls.read, { id }),
    retry: false,
  });

/**
 * Which of the deck's Pokémon are Basic, the one fact the mulligan rule needs that a deck's card list
 * does not carry: read from each card's English record (subtypes 'Basic', 'Stage 1', …), all at once.
 * A card whose record cannot be read is null, and the page counts it as not Basic.
 */
export const basicPokemonQuery = (pokemonIds: readonly string[]) => {
  const ids = [...new Set(pokemonIds)].sort();
  return queryOptions({
    queryKey: ['deck-test', 'basic', ids] as const,
    queryFn: async () => {
      const entries = await Promise.all(
        ids.map(async (id) => {
          const records = await callApi(cardRecordCalls.cardEn, { id }).catch(() => []);
          const record = records[0];
          const basic = record ? record.subtypes.split(',').some((s) => s.trim() === 'Basic') : null;
          return [id, basic] as const;
        }),
      );
      return new Map<string, boolean | null>(entries);
    },
    staleTime: 10 * 60_000,
  });
};

/** A pasted deck list resolved to cards by the deck builder's import call; unusable lines come back too. */
export function useDeckListImport() {
  return useMutation({ mutationFn: (text: string) => callApi(deckCalls.importText, { text }) });
}
