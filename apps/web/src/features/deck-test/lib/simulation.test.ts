import { describe, expect, it } from 'vitest';
import {
  drawCard,
  expandDeck,
  HAND_SIZE,
  openTable,
  PRIZE_COUNT,
  sampleOpeningHands,
  seededRandom,
  shuffle,
  type Random,
  type TableCard,
} from './simulation';

/** Answers the given numbers in turn, then repeats the last. */
function scripted(values: number[]): Random {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

const deck60 = (basics: number) =>
  expandDeck([
    { card_id: 'basic', amount: basics, basic: true },
    { card_id: 'other', amount: 60 - basics, basic: false },
  ]);

const ids = (cards: readonly TableCard[]) => cards.map((c) => `${c.card_id}#${c.copy}`);

describe('shuffle (Fisher–Yates)', () => {
  it('swaps each position from the end with the one the random source picks', () => {
    // i=3: j=floor(0.99·4)=3; i=2: j=floor(0·3)=0; i=1: j=floor(0.5·2)=1.
    expect(shuffle(['a', 'b', 'c', 'd'], scripted([0.99, 0, 0.5]))).toEqual(['c', 'b', 'a', 'd']);
    // All zeros move every card down one step.
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });

  it('keeps every card and leaves the input alone', () => {
    const input = deck60(12);
    const before = ids(input);
    const out = shuffle(input, seededRandom(1));
    expect(ids(input)).toEqual(before);
    expect([...ids(out)].sort()).toEqual([...before].sort());
    expect(ids(out)).not.toEqual(before);
  });

  it('replays the same order from the same seed', () => {
    expect(ids(shuffle(deck60(12), seededRandom(42)))).toEqual(ids(shuffle(deck60(12), seededRandom(42))));
  });

  it('is uniform enough that each of 3 cards leads about a third of 3,000 shuffles', () => {
    const random = seededRandom(7);
    const first = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 3000; i += 1) first[shuffle(['a', 'b', 'c'] as const, random)[0]!] += 1;
    for (const n of Object.values(first)) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });
});

describe('opening the table', () => {
  it('deals 7, sets 6 prizes aside and leaves 47 of 60', () => {
    const result = openTable(deck60(60), seededRandom(3));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { table } = result;
    expect(table.hand).toHaveLength(HAND_SIZE);
    expect(table.prizes).toHaveLength(PRIZE_COUNT);
    expect(table.deck).toHaveLength(47);
    expect(table.mulligans).toBe(0);
    expect(table.turn).toBe(0);
    const all = [...table.hand, ...table.prizes, ...table.deck];
    expect(new Set(ids(all)).size).toBe(60);
  });

  it('takes a mulligan for each hand without a Basic Pokémon, and keeps the first with one', () => {
    // The only Basic is the first card; all zeros shuffle it to the bottom, so it never reaches the hand
    // until the source changes. Scripted: 59 zeros (one shuffle, Basic last) then the seeded source.
    const cards = expandDeck([
      { card_id: 'basic', amount: 1, basic: true },
      { card_id: 'other', amount: 59, basic: false },
    ]);
    const seeded = seededRandom(11);
    let calls = 0;
    const random: Random = () => (calls++ < 59 ? 0 : seeded());
    const result = openTable(cards, random);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.table.mulligans).toBeGreaterThanOrEqual(1);
    expect(result.table.hand.some((c) => c.basic)).toBe(true);
    expect(result.table.hand).toHaveLength(7);
    expect(result.table.deck).toHaveLength(47);

    // The count is the number of reshuffles before the kept one: replaying shows the same number.
    const again = seededRandom(11);
    let replay = 0;
    const result2 = openTable(cards, () => (replay++ < 59 ? 0 : again()));
    expect(result2).toEqual(result);
  });

  it('refuses a deck without Basic Pokémon or too small, and gives up on a broken random source', () => {
    expect(openTable(deck60(0), seededRandom(1))).toEqual({ ok: false, reason: 'no-basic' });
    expect(openTable(deck60(60).slice(0, 12), seededRandom(1))).toEqual({ ok: false, reason: 'too-small' });
    const oneBasicFirst = expandDeck([
      { card_id: 'basic', amount: 1, basic: true },
      { card_id: 'other', amount: 59, basic: false },
    ]);
    expect(openTable(oneBasicFirst, () => 0)).toEqual({ ok: false, reason: 'gave-up' });
  });
});

describe('drawing', () => {
  it('moves the top card into the hand and starts the next turn', () => {
    const result = openTable(deck60(30), seededRandom(5));
    if (!result.ok) throw new Error('not opened');
    const top = result.table.deck[0]!;
    const next = drawCard(result.table);
    expect(next.hand).toHaveLength(8);
    expect(next.hand.at(-1)).toEqual(top);
    expect(next.deck).toHaveLength(46);
    expect(next.turn).toBe(1);
    expect(next.prizes).toEqual(result.table.prizes);
  });

  it('draws nothing from an empty deck', () => {
    const empty = { deck: [], hand: [], prizes: [], mulligans: 0, turn: 9 };
    expect(drawCard(empty)).toBe(empty);
  });
});

describe('sampling opening hands', () => {
  it('counts hands without a Basic Pokémon near the exact 19.1 % for 12 of 60', () => {
    const sample = sampleOpeningHands(deck60(12), 1000, seededRandom(2024));
    expect(sample.hands).toBe(1000);
    // Exact 0.1906; 1,000 hands stay within ±5 points far beyond any reasonable doubt.
    expect(Math.abs(sample.withoutBasic / 1000 - 0.1906)).toBeLessThan(0.05);
  });

  it('never counts a mulligan when every card is a Basic, and always when none is', () => {
    expect(sampleOpeningHands(deck60(60), 50, seededRandom(1)).withoutBasic).toBe(0);
    expect(sampleOpeningHands(deck60(0), 50, seededRandom(1)).withoutBasic).toBe(50);
  });
});
