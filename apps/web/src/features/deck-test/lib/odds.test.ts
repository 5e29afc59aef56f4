import { describe, expect, it } from 'vitest';
import {
  allPrized,
  canOpen,
  choose,
  fraction,
  missedInOpeningHand,
  mulliganChance,
  seenByTurn,
  toNumber,
} from './odds';

const f = (num: number, den: number) => fraction(BigInt(num), BigInt(den));

describe('exact deck odds', () => {
  it('counts combinations', () => {
    expect(choose(60, 7)).toBe(386_206_920n);
    expect(choose(48, 7)).toBe(73_629_072n);
    expect(choose(5, 0)).toBe(1n);
    expect(choose(5, 6)).toBe(0n);
  });

  it('gives the mulligan chance as C(60−B, 7) / C(60, 7)', () => {
    // 12 Basics: C(48,7)/C(60,7) = 73,629,072 / 386,206,920 ≈ 19.1 %.
    const twelve = mulliganChance({ size: 60, basics: 12 });
    expect(twelve).toEqual(f(92_966, 487_635));
    expect(toNumber(twelve)).toBeCloseTo(0.1906, 4);
    // 13 Basics: C(47,7)/C(60,7) ≈ 16.3 %, the figure usually quoted for a dozen-odd Basics.
    expect(mulliganChance({ size: 60, basics: 13 })).toEqual(f(1_905_803, 11_703_240));
    expect(mulliganChance({ size: 60, basics: 60 })).toEqual(f(0, 1));
  });

  it('puts 1 copy among the 6 prizes 6/60 = 10 % of the time when every hand is kept', () => {
    const allBasic = { size: 60, basics: 60 };
    expect(allPrized(allBasic, { copies: 1, basic: true })).toEqual(f(1, 10));
    // 2 copies: C(6,2)/C(60,2) = 15/1770.
    expect(allPrized(allBasic, { copies: 2, basic: true })).toEqual(f(15, 1770));
    expect(allPrized(allBasic, { copies: 7, basic: true })).toEqual(f(0, 1));
  });

  it('without mulligans, a 4-of is in the opening 7 with 1 − C(56,7)/C(60,7)', () => {
    const allBasic = { size: 60, basics: 60 };
    expect(seenByTurn(allBasic, { copies: 4, basic: true }, 0)).toEqual(f(97_527 - 58_565, 97_527));
    // By turn 1 it has seen 8 cards: 1 − C(56,8)/C(60,8).
    const eight = 1 - Number(choose(56, 8)) / Number(choose(60, 8));
    expect(toNumber(seenByTurn(allBasic, { copies: 4, basic: true }, 1))).toBeCloseTo(eight, 12);
  });

  it('counts only kept hands: a non-Basic card beside 12 Basics', () => {
    const deck = { size: 60, basics: 12 };
    // P(no copy | a Basic) = (C(59,7) − C(47,7)) / (C(60,7) − C(48,7)), worked by hand.
    const missed = missedInOpeningHand(deck, { copies: 1, basic: false });
    const expected = fraction(choose(59, 7) - choose(47, 7), choose(60, 7) - choose(48, 7));
    expect(missed).toEqual(expected);
    expect(missed).toEqual(f(8_432_059, 9_472_056));
    // All prized: that, times C(52,5)/C(53,6) = 6/53.
    expect(allPrized(deck, { copies: 1, basic: false })).toEqual(
      fraction(expected.num * 6n, expected.den * 53n),
    );
    expect(seenByTurn(deck, { copies: 4, basic: false }, 0)).toEqual(f(1_352_057, 3_552_021));
    expect(seenByTurn(deck, { copies: 4, basic: false }, 3)).toEqual(f(1_641_442_585, 3_200_370_921));
  });

  it('makes a Basic chosen card likelier in a kept hand than the plain hypergeometric says', () => {
    const deck = { size: 60, basics: 12 };
    const kept = seenByTurn(deck, { copies: 4, basic: true }, 0);
    // (1 − C(56,7)/C(60,7)) / (1 − C(48,7)/C(60,7)).
    expect(kept).toEqual(f(17_710, 35_879));
    expect(toNumber(kept)).toBeGreaterThan(38_962 / 97_527);
  });

  it('cannot open a deck without Basics or too small for a hand and the prizes', () => {
    expect(canOpen({ size: 60, basics: 0 })).toBe(false);
    expect(canOpen({ size: 12, basics: 4 })).toBe(false);
    expect(canOpen({ size: 13, basics: 1 })).toBe(true);
  });
});
