/**
 * The deck test's table: shuffling, the opening hand with the Pokémon TCG mulligan rule, the 6 prizes and
 * a draw per turn. Pure functions over a random source that callers pass in, so tests replay a game from
 * a seed and the page uses the browser's randomness.
 */

export const HAND_SIZE = 7;
export const PRIZE_COUNT = 6;
/**
 * A deck with one Basic among 60 misses it in 7 cards 88 % of the time; 200 misses in a row happen about
 * once in 10^11 tests. Past that the random source itself is broken, and the test stops instead of
 * hanging the page.
 */
export const MAX_MULLIGANS = 200;

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same games, for tests. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates: every order equally likely, given a fair random source. Returns a new array. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One kind of card of the tested deck. */
export interface TestDeckCard {
  card_id: string;
  amount: number;
  /** A Basic Pokémon: what the mulligan rule looks for. */
  basic: boolean;
}

/** One physical card on the table; `copy` tells the copies of a card apart (React keys). */
export interface TableCard {
  card_id: string;
  copy: number;
  basic: boolean;
}

export function expandDeck(cards: readonly TestDeckCard[]): TableCard[] {
  return cards.flatMap((c) =>
    Array.from({ length: c.amount }, (_, copy) => ({ card_id: c.card_id, copy, basic: c.basic })),
  );
}

export interface TableState {
  /** Top of the deck first. */
  deck: TableCard[];
  hand: TableCard[];
  prizes: TableCard[];
  /** Hands thrown back for want of a Basic Pokémon before the kept one. */
  mulligans: number;
  /** 0 after the opening; each draw starts the next turn. */
  turn: number;
}

export type OpenResult =
  { ok: true; table: TableState } | { ok: false; reason: 'too-small' | 'no-basic' | 'gave-up' };

/**
 * Shuffles and draws 7; a hand without a Basic Pokémon is revealed, shuffled back and redrawn (each one a
 * mulligan), then 6 prizes are set aside from the top.
 */
export function openTable(cards: readonly TableCard[], random: Random): OpenResult {
  if (cards.length < HAND_SIZE + PRIZE_COUNT) return { ok: false, reason: 'too-small' };
  if (!cards.some((c) => c.basic)) return { ok: false, reason: 'no-basic' };
  for (let mulligans = 0; mulligans <= MAX_MULLIGANS; mulligans += 1) {
    const deck = shuffle(cards, random);
    const hand = deck.slice(0, HAND_SIZE);
    if (!hand.some((c) => c.basic)) continue;
    return {
      ok: true,
      table: {
        hand,
        prizes: deck.slice(HAND_SIZE, HAND_SIZE + PRIZE_COUNT),
        deck: deck.slice(HAND_SIZE + PRIZE_COUNT),
        mulligans,
        turn: 0,
      },
    };
  }
  return { ok: false, reason: 'gave-up' };
}

/** The draw at the start of a turn; an empty deck draws nothing (the game would be lost). */
export function drawCard(table: TableState): TableState {
  const [top, ...deck] = table.deck;
  if (!top) return table;
  return { ...table, deck, hand: [...table.hand, top], turn: table.turn + 1 };
}

export interface SampleResult {
  hands: number;
  /** Of those first 7 cards, how many held no Basic Pokémon. */
  withoutBasic: number;
}

/** Deals `hands` fresh 7-card hands and counts those that would be a mulligan. */
export function sampleOpeningHands(cards: readonly TableCard[], hands: number, random: Random): SampleResult {
  let withoutBasic = 0;
  for (let i = 0; i < hands; i += 1) {
    const hand = shuffle(cards, random).slice(0, HAND_SIZE);
    if (!hand.some((c) => c.basic)) withoutBasic += 1;
  }
  return { hands, withoutBasic };
}
