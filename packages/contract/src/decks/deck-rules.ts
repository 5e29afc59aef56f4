import { ENERGY_CODES, type EnergyType } from '../constants';

/**
 * The deck-building rules shared by the builder (live counts and warnings) and the server (which
 * enforces them): at most 60 cards, exactly 60 to publish, at most 4 cards of one name except basic
 * Energy (decision 015).
 */

export const DECK_SIZE = 60;
export const MAX_COPIES = 4;

export const DECK_RULE_MSG = {
  empty: '덱에 카드를 1장 이상 넣어주세요.',
  tooMany: (total: number) => `덱은 ${DECK_SIZE}장을 넘을 수 없습니다. (현재 ${total}장)`,
  publicNeeds60: (total: number) =>
    `공개 덱은 정확히 ${DECK_SIZE}장이어야 합니다. (현재 ${total}장) ${DECK_SIZE}장이 되기 전에는 비공개로 저장해주세요.`,
  tooManyCopies: (name: string, count: number) =>
    `같은 이름의 카드는 ${MAX_COPIES}장까지 넣을 수 있습니다 (기본 에너지 제외): ${name} ${count}장`,
} as const;

/** What the rules need to know about one card of the deck. */
export interface RuleCard {
  amount: number;
  /** The English name: prints of the same card share it, so the copy limit counts across prints. */
  name_en: string;
  supertype: string;
  /** Basic Energy has no copy limit. */
  basic_energy: boolean;
  /** The Energy type an Energy card provides, null for others (and special Energy without one). */
  energy_type: string | null;
}

export interface DeckSummary {
  total: number;
  pokemon: number;
  trainer: number;
  energy: number;
  /** Energy cards per type, in the order of §9's energy list. */
  energyTypes: Array<{ type: EnergyType; count: number }>;
}

export function summarizeDeck(cards: readonly RuleCard[]): DeckSummary {
  const sum = (supertype: string) =>
    cards.filter((c) => c.supertype === supertype).reduce((n, c) => n + c.amount, 0);
  const byType = new Map<string, number>();
  for (const c of cards) {
    if (c.supertype === 'Energy' && c.energy_type) {
      byType.set(c.energy_type, (byType.get(c.energy_type) ?? 0) + c.amount);
    }
  }
  return {
    total: cards.reduce((n, c) => n + c.amount, 0),
    pokemon: sum('Pokémon'),
    trainer: sum('Trainer'),
    energy: sum('Energy'),
    energyTypes: ENERGY_CODES.filter((t) => byType.has(t)).map((type) => ({
      type,
      count: byType.get(type)!,
    })),
  };
}

/** Names over the copy limit, with their counts, in the deck's order. */
export function overCopyLimit(cards: readonly RuleCard[]): Array<{ name: string; count: number }> {
  const counts = new Map<string, number>();
  for (const c of cards) {
    if (!c.basic_energy) counts.set(c.name_en, (counts.get(c.name_en) ?? 0) + c.amount);
  }
  return [...counts].filter(([, n]) => n > MAX_COPIES).map(([name, count]) => ({ name, count }));
}

/**
 * Every rule the deck breaks, as Korean messages; empty when it may be saved with that status. A
 * private deck is a draft and may have fewer than 60 cards.
 */
export function deckProblems(cards: readonly RuleCard[], status: '공개' | '비공개'): string[] {
  const { total } = summarizeDeck(cards);
  const problems: string[] = [];
  if (total === 0) problems.push(DECK_RULE_MSG.empty);
  if (total > DECK_SIZE) problems.push(DECK_RULE_MSG.tooMany(total));
  else if (status === '공개' && total !== DECK_SIZE && total > 0)
    problems.push(DECK_RULE_MSG.publicNeeds60(total));
  for (const { name, count } of overCopyLimit(cards)) problems.push(DECK_RULE_MSG.tooManyCopies(name, count));
  return problems;
}

/** The Energy type a card provides: its type, or the type a basic Energy's name spells ('Fire Energy'). */
export function energyTypeOf(card: {
  supertype: string;
  types: readonly string[];
  name_en: string;
}): string | null {
  if (card.supertype !== 'Energy') return null;
  const own = card.types.find((t) => (ENERGY_CODES as string[]).includes(t));
  if (own) return own;
  const named = /^(?:Basic )?(\w+) Energy$/.exec(card.name_en.trim())?.[1];
  return named && (ENERGY_CODES as string[]).includes(named) ? named : null;
}
