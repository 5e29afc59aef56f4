/**
 * The deck-rank figures of decision 034, computed the same way wherever they are shown: an archetype's
 * share of the players of a filter, its top-8 count and best placement, and the consensus list of its
 * decklists. Untagged standings count under the null archetype (기타) so that the shares add up to 1.
 */

/** A placement at or above this counts as a top-8 finish. */
export const TOP_CUT = 8;
/** A card played in fewer than this share of the lists is a tech card, not part of the core. */
export const TECH_PLAY_RATE = 0.5;

export interface StandingRow {
  archetypeId: number | null;
  placement: number;
}

export interface ArchetypeShare {
  archetypeId: number | null;
  players: number;
  /** players ÷ all rows of the filter. */
  share: number;
  top8: number;
  best: number;
}

export function archetypeShares(rows: readonly StandingRow[]): ArchetypeShare[] {
  return mergeShares(
    rows.map((r) => ({
      archetypeId: r.archetypeId,
      players: 1,
      top8: r.placement <= TOP_CUT ? 1 : 0,
      best: r.placement,
    })),
  );
}

/** Counts already grouped (by the database, per month and archetype). */
export interface ShareGroup {
  archetypeId: number | null;
  players: number;
  top8: number;
  best: number;
}

/**
 * Adds groups of the same archetype up (the months of a period) and computes each share of all players,
 * most players first. Shares are over the players of every group given.
 */
export function mergeShares(groups: readonly ShareGroup[]): ArchetypeShare[] {
  const byArchetype = new Map<number | null, ArchetypeShare>();
  let total = 0;
  for (const g of groups) {
    const a = byArchetype.get(g.archetypeId);
    if (a) {
      a.players += g.players;
      a.top8 += g.top8;
      a.best = Math.min(a.best, g.best);
    } else {
      byArchetype.set(g.archetypeId, { ...g, share: 0 });
    }
    total += g.players;
  }
  const all = [...byArchetype.values()];
  for (const a of all) a.share = total === 0 ? 0 : a.players / total;
  return all.sort(byPlayers);
}

/** Most players first; then the better best finish, then the lower id (기타 last) for a stable order. */
export function byPlayers(
  a: Pick<ArchetypeShare, 'players' | 'best' | 'archetypeId'>,
  b: Pick<ArchetypeShare, 'players' | 'best' | 'archetypeId'>,
): number {
  return (
    b.players - a.players ||
    a.best - b.best ||
    (a.archetypeId ?? Number.MAX_SAFE_INTEGER) - (b.archetypeId ?? Number.MAX_SAFE_INTEGER)
  );
}

export interface DeckList {
  standingId: number;
  cards: readonly { cardId: string; amount: number }[];
}

export interface ConsensusCard {
  cardId: string;
  /** Copies per list over ALL lists, a list without the card counting 0. */
  average: number;
  /** Lists that play the card ÷ all lists. */
  playRate: number;
  maxAmount: number;
}

export function consensusList(lists: readonly DeckList[]): ConsensusCard[] {
  const totals = new Map<string, { sum: number; lists: number; max: number }>();
  for (const list of lists) {
    // A pasted list may name the same card on two lines; it is one list playing the card.
    const perList = new Map<string, number>();
    for (const c of list.cards) perList.set(c.cardId, (perList.get(c.cardId) ?? 0) + c.amount);
    for (const [cardId, amount] of perList) {
      if (amount <= 0) continue;
      const t = totals.get(cardId) ?? { sum: 0, lists: 0, max: 0 };
      t.sum += amount;
      t.lists += 1;
      t.max = Math.max(t.max, amount);
      totals.set(cardId, t);
    }
  }
  return [...totals.entries()]
    .map(([cardId, t]) => ({
      cardId,
      average: t.sum / lists.length,
      playRate: t.lists / lists.length,
      maxAmount: t.max,
    }))
    .sort((a, b) => b.average - a.average || b.playRate - a.playRate || a.cardId.localeCompare(b.cardId));
}

/** Each consensus card with whether it is a tech card (played in under half the lists). */
export function markTech<T extends Pick<ConsensusCard, 'playRate'>>(
  cards: readonly T[],
): (T & { tech: boolean })[] {
  return cards.map((c) => ({ ...c, tech: c.playRate < TECH_PLAY_RATE }));
}
