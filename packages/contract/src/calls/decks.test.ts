import { describe, expect, it } from 'vitest';
import { DEFAULT_DECK_SEARCH, deckSearch } from './decks';

describe('DEFAULT_DECK_SEARCH', () => {
  it('is what the deck search schema makes of an empty search', () => {
    expect(DEFAULT_DECK_SEARCH).toEqual(deckSearch.parse({}));
  });
});
