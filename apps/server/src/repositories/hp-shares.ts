import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * How the catalogue's cards spread over HP, so that the search can tell a selective HP range from a
 * broad one (search-conditions.ts, hpIndexed). The search's statements run with generic plans, which
 * cannot see the range: they always read the HP index and AND it with the other filters' indexes. For a
 * range most Pokémon fall in (half of them print with 60–100 HP) that index read alone cost more than
 * the rest of the search did.
 *
 * Kept per database handle for ten minutes: a stale distribution only makes one plan slower, never an
 * answer wrong.
 */
const REFRESH_MS = 10 * 60 * 1000;

/** Up to this share of the cards with an HP, a range is read through the HP index. */
export const SELECTIVE_HP_SHARE = 0.1;

interface Distribution {
  loadedAt: number;
  /** Cards per printed HP value, ascending by HP. */
  counts: Array<{ hp: number; cards: number }>;
  total: number;
}

const distributions = new WeakMap<DbOrTx, Promise<Distribution>>();

async function loadDistribution(db: DbOrTx): Promise<Distribution> {
  const counts = await queryRows<{ hp: number; cards: number }>(
    db,
    sql`select hp, count(*)::int as cards from card_search where hp is not null group by hp order by hp`,
  );
  return { loadedAt: Date.now(), counts, total: counts.reduce((sum, c) => sum + c.cards, 0) };
}

async function distributionOf(db: DbOrTx): Promise<Distribution> {
  const known = distributions.get(db);
  if (known) {
    const distribution = await known.catch(() => null);
    if (distribution && Date.now() - distribution.loadedAt < REFRESH_MS) return distribution;
  }
  const loading = loadDistribution(db);
  distributions.set(db, loading);
  return loading;
}

/** The share of the cards with an HP whose HP lies in [min, max] (either end open when null). */
export function shareInRange(
  distribution: Pick<Distribution, 'counts' | 'total'>,
  min: number | null,
  max: number | null,
): number {
  if (distribution.total === 0) return 0;
  let inRange = 0;
  for (const { hp, cards } of distribution.counts) {
    if ((min === null || hp >= min) && (max === null || hp <= max)) inRange += cards;
  }
  return inRange / distribution.total;
}

/** Whether an HP range picks few enough cards for its index to pay (true when no range is given). */
export async function hpRangeIsSelective(
  db: DbOrTx,
  min: number | null | undefined,
  max: number | null | undefined,
): Promise<boolean> {
  if (min == null && max == null) return true;
  const distribution = await distributionOf(db);
  return shareInRange(distribution, min ?? null, max ?? null) <= SELECTIVE_HP_SHARE;
}
