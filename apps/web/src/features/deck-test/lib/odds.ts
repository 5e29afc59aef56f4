import { HAND_SIZE, PRIZE_COUNT } from './simulation';

/**
 * Exact draw odds of the deck test (hypergeometric), kept as fractions of big integers so the numbers
 * shown are the true ones and tests can compare them with hand-worked fractions, not floating-point
 * approximations.
 *
 * Every chance about the opening hand is about the hand a player keeps: the mulligan rule throws back
 * any hand without a Basic Pokémon, so a kept hand is a random 7 cards on condition that it holds a
 * Basic. That is what the simulator deals too, so its counts and these numbers agree.
 */

export interface Fraction {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint, den: bigint): Fraction {
  if (den === 0n) throw new RangeError('denominator 0');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

const ONE = fraction(1n, 1n);
const ZERO = fraction(0n, 1n);
const sub = (a: Fraction, b: Fraction) => fraction(a.num * b.den - b.num * a.den, a.den * b.den);
const mul = (a: Fraction, b: Fraction) => fraction(a.num * b.num, a.den * b.den);
const div = (a: Fraction, b: Fraction) => fraction(a.num * b.den, a.den * b.num);

export function toNumber(f: Fraction): number {
  return Number(f.num) / Number(f.den);
}

/** C(n, k), the number of ways to pick k of n; 0 when k is out of range. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || n < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= r; i += 1) result = (result * BigInt(n - r + i)) / BigInt(i);
  return result;
}

/** The chance that none of `copies` cards is among `drawn` cards taken from `size`. */
function noneDrawn(size: number, copies: number, drawn: number): Fraction {
  return fraction(choose(size - copies, drawn), choose(size, drawn));
}

/** What the odds need to know about the deck. */
export interface DeckCounts {
  size: number;
  basics: number;
}

/** The card the player asks about: its copies, and whether it is a Basic Pokémon itself. */
export interface ChosenCard {
  copies: number;
  basic: boolean;
}

/** A deck can be tested only with a Basic Pokémon in it and room for a hand and the prizes. */
export function canOpen({ size, basics }: DeckCounts): boolean {
  return basics > 0 && size >= HAND_SIZE + PRIZE_COUNT;
}

/** The chance that the first 7 cards hold no Basic Pokémon: a mulligan. */
export function mulliganChance({ size, basics }: DeckCounts): Fraction {
  return noneDrawn(size, basics, HAND_SIZE);
}

/**
 * The chance that the kept opening hand holds no copy of the chosen card:
 * P(no copy and a Basic) / P(a Basic), with P(no copy and a Basic) = P(no copy) − P(no copy, no Basic).
 */
export function missedInOpeningHand(deck: DeckCounts, card: ChosenCard): Fraction {
  const { size, basics } = deck;
  const noCopy = noneDrawn(size, card.copies, HAND_SIZE);
  // A Basic chosen card is one of the Basics, so "no Basic" already means "no copy".
  const outside = card.basic ? basics : basics + card.copies;
  const neither = noneDrawn(size, outside, HAND_SIZE);
  return div(sub(noCopy, neither), sub(ONE, mulliganChance(deck)));
}

/**
 * The chance to have seen at least one copy by the draw of turn `turn` (0 is the opening hand). Both the
 * player going first and the one going second draw at the start of each of their turns, so by their own
 * turn N each has seen 7 + N cards. The draws are a random part of the cards left after the kept hand;
 * the prizes set aside between them do not change that.
 */
export function seenByTurn(deck: DeckCounts, card: ChosenCard, turn: number): Fraction {
  const rest = deck.size - HAND_SIZE;
  const missed = mul(missedInOpeningHand(deck, card), noneDrawn(rest, card.copies, Math.min(turn, rest)));
  return sub(ONE, missed);
}

/** The chance that every copy of the chosen card is among the 6 prizes set aside after the kept hand. */
export function allPrized(deck: DeckCounts, card: ChosenCard): Fraction {
  if (card.copies > PRIZE_COUNT) return ZERO;
  const rest = deck.size - HAND_SIZE;
  const prized = fraction(choose(rest - card.copies, PRIZE_COUNT - card.copies), choose(rest, PRIZE_COUNT));
  return mul(missedInOpeningHand(deck, card), prized);
}
