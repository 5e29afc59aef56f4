import { describe, expect, it } from 'vitest';
import { archetypeShares, consensusList, markTech, mergeShares } from './deck-shares';

describe('archetypeShares', () => {
  it('counts players, share, top-8 and best placement per archetype (기타 = null)', () => {
    // 10 standings: archetype 1 at 1, 5, 9, 12; archetype 2 at 2, 3; untagged at 4, 8, 10; archetype 3 at 20.
    const rows = [
      [1, 1],
      [1, 5],
      [1, 9],
      [1, 12],
      [2, 2],
      [2, 3],
      [null, 4],
      [null, 8],
      [null, 10],
      [3, 20],
    ].map(([archetypeId, placement]) => ({ archetypeId, placement: placement! }));
    expect(archetypeShares(rows)).toEqual([
      { archetypeId: 1, players: 4, share: 0.4, top8: 2, best: 1 },
      { archetypeId: null, players: 3, share: 0.3, top8: 2, best: 4 },
      { archetypeId: 2, players: 2, share: 0.2, top8: 2, best: 2 },
      { archetypeId: 3, players: 1, share: 0.1, top8: 0, best: 20 },
    ]);
  });

  it('orders equal player counts by the better best placement', () => {
    const rows = [
      { archetypeId: 7, placement: 6 },
      { archetypeId: 9, placement: 1 },
    ];
    expect(archetypeShares(rows).map((r) => r.archetypeId)).toEqual([9, 7]);
  });

  it('answers nothing for no standings', () => {
    expect(archetypeShares([])).toEqual([]);
  });
});

describe('consensusList', () => {
  // A: 4 X, 1 Y, 2 Z; B: 2 X, 2 Z; C: 3 Z and 1 W.
  const lists = [
    {
      standingId: 1,
      cards: [
        { cardId: 'X', amount: 4 },
        { cardId: 'Y', amount: 1 },
        { cardId: 'Z', amount: 2 },
      ],
    },
    {
      standingId: 2,
      cards: [
        { cardId: 'X', amount: 2 },
        { cardId: 'Z', amount: 2 },
      ],
    },
    {
      standingId: 3,
      cards: [
        { cardId: 'Z', amount: 3 },
        { cardId: 'W', amount: 1 },
      ],
    },
  ];

  it('averages over all lists, counting 0 where a list lacks the card', () => {
    const byId = Object.fromEntries(consensusList(lists).map((c) => [c.cardId, c]));
    // X: (4 + 2 + 0) / 3 = 2, in 2 of 3 lists, at most 4.
    expect(byId.X!.average).toBe(2);
    expect(byId.X!.playRate).toBeCloseTo(2 / 3, 10);
    expect(byId.X!.maxAmount).toBe(4);
    // Z: (2 + 2 + 3) / 3 = 7/3, in every list.
    expect(byId.Z!.average).toBeCloseTo(7 / 3, 10);
    expect(byId.Z!.playRate).toBe(1);
    // Y and W: 1 / 3 each, in 1 of 3 lists.
    expect(byId.Y!.average).toBeCloseTo(1 / 3, 10);
    expect(byId.W!.playRate).toBeCloseTo(1 / 3, 10);
  });

  it('sorts by average, then play rate, then id', () => {
    expect(consensusList(lists).map((c) => c.cardId)).toEqual(['Z', 'X', 'W', 'Y']);
  });

  it('adds up a card named on two lines of one list as one list playing it', () => {
    const [card] = consensusList([
      {
        standingId: 1,
        cards: [
          { cardId: 'X', amount: 2 },
          { cardId: 'X', amount: 1 },
        ],
      },
      { standingId: 2, cards: [] },
    ]);
    expect(card).toEqual({ cardId: 'X', average: 1.5, playRate: 0.5, maxAmount: 3 });
  });

  it('marks cards in under half the lists as tech', () => {
    const tech = markTech(consensusList(lists));
    expect(Object.fromEntries(tech.map((c) => [c.cardId, c.tech]))).toEqual({
      Z: false,
      X: false,
      W: true,
      Y: true,
    });
    // Exactly half is core, not tech.
    expect(markTech([{ playRate: 0.5 }])[0]!.tech).toBe(false);
  });

  it('answers nothing for no lists', () => {
    expect(consensusList([])).toEqual([]);
  });
});

describe('mergeShares', () => {
  it('adds the months of an archetype up before sharing', () => {
    // Archetype 1: 3 players (1 top-8, best 6) in one month, 1 player (best 2) in the next; 기타: 4 players.
    expect(
      mergeShares([
        { archetypeId: 1, players: 3, top8: 1, best: 6 },
        { archetypeId: null, players: 4, top8: 3, best: 1 },
        { archetypeId: 1, players: 1, top8: 1, best: 2 },
      ]),
    ).toEqual([
      // Equal players: the better best placement (1 against 2) comes first.
      { archetypeId: null, players: 4, share: 0.5, top8: 3, best: 1 },
      { archetypeId: 1, players: 4, share: 0.5, top8: 2, best: 2 },
    ]);
  });
});
