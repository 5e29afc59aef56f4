import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { preferredImage } from '../../../components/card/card-image';
import type { DeckCounts } from './odds';
import type { TestDeckCard } from './simulation';

/** One kind of card of the tested deck, with what the table shows of it. */
export interface TestCardInfo extends TestDeckCard {
  /** The Korean name where there is one. */
  name: string;
  image: string | null;
  /** A Pokémon whose stage could not be read (counted as not Basic). */
  unknownStage: boolean;
}

/** The deck's cards joined with which of its Pokémon are Basic (see basicPokemonQuery). */
export function testDeckCards(
  cards: readonly DeckCardView[],
  basics: ReadonlyMap<string, boolean | null>,
): TestCardInfo[] {
  return cards.map((c) => {
    const pokemon = c.supertype === 'Pokémon';
    const basic = pokemon ? (basics.get(c.card_id) ?? null) : false;
    return {
      card_id: c.card_id,
      amount: c.amount,
      basic: basic === true,
      unknownStage: pokemon && basic === null,
      name: c.name_kr ?? c.name_en,
      image: preferredImage(c)?.src ?? null,
    };
  });
}

export function deckCounts(cards: readonly TestCardInfo[]): DeckCounts {
  return {
    size: cards.reduce((n, c) => n + c.amount, 0),
    basics: cards.filter((c) => c.basic).reduce((n, c) => n + c.amount, 0),
  };
}

/** A chance as a Korean page shows it: one decimal, '<0.1%' for the tiny ones that are not zero. */
export function formatChance(value: number): string {
  if (value > 0 && value < 0.0005) return '<0.1%';
  return `${(value * 100).toFixed(1)}%`;
}
