import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { DECK_RULE_MSG, DECK_SIZE, MAX_COPIES, type RuleCard } from '@carddogam/contract/decks/deck-rules';

/**
 * The builder's card list: ids and counts in the deck's order. Card details come from the server
 * (deckCalls.cards) and are passed in as `facts`; the same rules the server enforces decide what the
 * +/− buttons may do, so a member learns of a problem at the click rather than at the save.
 */
export interface BuilderCard {
  card_id: string;
  amount: number;
}

export type CardFacts = ReadonlyMap<string, DeckCardView>;

export const totalOf = (cards: readonly BuilderCard[]) => cards.reduce((n, c) => n + c.amount, 0);

/** Copies of the card's name in the deck (every print of it counts). */
function sameNameCount(cards: readonly BuilderCard[], facts: CardFacts, name: string): number {
  return cards.filter((c) => facts.get(c.card_id)?.name_en === name).reduce((n, c) => n + c.amount, 0);
}

export type AddResult = { cards: BuilderCard[]; refused: null } | { cards: BuilderCard[]; refused: string };

/** One more copy of a card, at the end for a new card; refused past 60 cards or 4 of a name. */
export function addCard(cards: readonly BuilderCard[], facts: CardFacts, cardId: string): AddResult {
  const total = totalOf(cards);
  if (total >= DECK_SIZE) return { cards: [...cards], refused: DECK_RULE_MSG.tooMany(total + 1) };
  const fact = facts.get(cardId);
  if (fact && !fact.basic_energy) {
    const copies = sameNameCount(cards, facts, fact.name_en);
    if (copies >= MAX_COPIES)
      return { cards: [...cards], refused: DECK_RULE_MSG.tooManyCopies(fact.name_en, copies + 1) };
  }
  const present = cards.some((c) => c.card_id === cardId);
  return {
    cards: present
      ? cards.map((c) => (c.card_id === cardId ? { ...c, amount: c.amount + 1 } : c))
      : [...cards, { card_id: cardId, amount: 1 }],
    refused: null,
  };
}

/** One copy fewer; the card leaves the deck at 0. */
export function removeCopy(cards: readonly BuilderCard[], cardId: string): BuilderCard[] {
  return cards
    .map((c) => (c.card_id === cardId ? { ...c, amount: c.amount - 1 } : c))
    .filter((c) => c.amount > 0);
}

/** The cards with their details, for the rules and the summary; cards still loading are left out. */
export function ruleCards(cards: readonly BuilderCard[], facts: CardFacts): Array<RuleCard & DeckCardView> {
  return cards.flatMap((c) => {
    const fact = facts.get(c.card_id);
    return fact ? [{ ...fact, amount: c.amount }] : [];
  });
}

/** Tags as typed in one box: split on commas or '#', trimmed, without empties or repeats. */
export function parseTags(input: string): string[] {
  return [
    ...new Set(
      input
        .split(/[,#]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}
