import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx, Tx } from '../db/client';

/**
 * Keeps card_rank_stats equal to what the reviews, prices, decks and collections say (decision 013).
 * refreshRankStats recomputes the card editions a write changed and runs last in the transaction of that
 * write; rebuildRankStats recomputes everything (after a bulk load, or to repair).
 */

type Scope = (nationColumn: string) => SQL;

function statsFor(scope: Scope): SQL {
  return sql`
    with r as (
      select card_id, text_nation as nation,
        count(*) filter (where rate_perform_check or rate_collect_check)::int as total_count,
        coalesce((coalesce(sum(rate_perform) filter (where rate_perform_check), 0)
          + coalesce(sum(rate_collect) filter (where rate_collect_check), 0))
          / nullif(count(*) filter (where rate_perform_check) + count(*) filter (where rate_collect_check), 0), 0)
          as total_avg,
        coalesce(avg(rate_perform) filter (where rate_perform_check), 0) as perform_avg,
        count(*) filter (where rate_perform_check)::int as perform_count,
        coalesce(avg(rate_collect) filter (where rate_collect_check), 0) as collect_avg,
        count(*) filter (where rate_collect_check)::int as collect_count
      from card_review where ${scope('text_nation')} group by 1, 2
    ), p as (
      select card_id, card_nation as nation,
        coalesce(avg(card_price) filter (where card_price > 0), 0) as avg_price,
        coalesce(max(card_price), 0)::int as max_price,
        coalesce(min(card_price) filter (where card_price > 0), 0)::int as min_price,
        count(*)::int as price_count
      from trade_price where ${scope('card_nation')} group by 1, 2
    ), d as (
      select card_id, nation, count(distinct deck_id)::int as deck_total_count,
        sum(amount)::int as deck_total_amount
      from deck_card where ${scope('nation')} group by 1, 2
    ), c as (
      select card_id, nation, sum(amount)::int as collection_total_amount
      from collection where ${scope('nation')} group by 1, 2
    ), k as (
      select card_id, nation from r union select card_id, nation from p
      union select card_id, nation from d union select card_id, nation from c
    )
    insert into card_rank_stats (card_id, nation, total_count, total_avg, perform_avg, perform_count,
      collect_avg, collect_count, avg_price, max_price, min_price, price_count, deck_total_count,
      deck_total_amount, collection_total_amount)
    select k.card_id, k.nation, coalesce(r.total_count, 0), coalesce(r.total_avg, 0),
      coalesce(r.perform_avg, 0), coalesce(r.perform_count, 0), coalesce(r.collect_avg, 0),
      coalesce(r.collect_count, 0), coalesce(p.avg_price, 0), coalesce(p.max_price, 0),
      coalesce(p.min_price, 0), coalesce(p.price_count, 0), coalesce(d.deck_total_count, 0), coalesce(d.deck_total_amount, 0),
      coalesce(c.collection_total_amount, 0)
    from k
    left join r on r.card_id = k.card_id and r.nation = k.nation
    left join p on p.card_id = k.card_id and p.nation = k.nation
    left join d on d.card_id = k.card_id and d.nation = k.nation
    left join c on c.card_id = k.card_id and c.nation = k.nation
    on conflict (nation, card_id) do update set
      total_count = excluded.total_count, total_avg = excluded.total_avg,
      perform_avg = excluded.perform_avg, perform_count = excluded.perform_count,
      collect_avg = excluded.collect_avg, collect_count = excluded.collect_count,
      avg_price = excluded.avg_price, max_price = excluded.max_price, min_price = excluded.min_price,
      price_count = excluded.price_count,
      deck_total_count = excluded.deck_total_count, deck_total_amount = excluded.deck_total_amount,
      collection_total_amount = excluded.collection_total_amount`;
}

/** A card in one edition: what card_rank_stats keeps one row of figures for. */
export interface CardEdition {
  cardId: string;
  nation: Nation;
}

/** The first key of the two-key advisory locks of ranking figures ('RANK'), apart from any other use. */
const RANK_LOCK_SPACE = 0x52414e4b;

/** The second key: a hash of the card edition. Two editions sharing one only share a lock. */
function lockKey(edition: CardEdition): number {
  return createHash('sha1').update(`${edition.cardId}|${edition.nation}`).digest().readInt32BE(0);
}

/** The editions once each, in the one order every transaction locks them in: by lock key, then by name. */
function inLockOrder(editions: Iterable<CardEdition>): Array<CardEdition & { lock: number }> {
  const unique = new Map<string, CardEdition>();
  for (const e of editions) unique.set(`${e.cardId}|${e.nation}`, { cardId: e.cardId, nation: e.nation });
  return [...unique.values()]
    .map((e) => ({ ...e, lock: lockKey(e) }))
    .sort((a, b) => a.lock - b.lock || a.cardId.localeCompare(b.cardId) || a.nation.localeCompare(b.nation));
}

/** Transactions that have already taken their ranking locks. */
const refreshed = new WeakSet<Tx>();

/**
 * Recomputes the ranking figures of the given card editions, in the transaction of the write that changed
 * them. Call it once per transaction, with every edition the transaction touched, after its other writes.
 *
 * Two things keep the figures exact when members write at once (decision 013):
 * - Each edition is locked (a transaction-scoped advisory lock) before its figures are computed, so the
 *   recompute statements start after every earlier writer of that edition committed and, under READ
 *   COMMITTED, see its rows: the last writer's figures count everyone's writes.
 * - All locks are taken up front, in one fixed order (inLockOrder), so two transactions touching the
 *   same cards in a different order wait for each other instead of deadlocking.
 */
export async function refreshRankStats(tx: Tx, editions: Iterable<CardEdition>): Promise<void> {
  // A second batch would lock its editions after the first batch's, out of the one order.
  if (refreshed.has(tx)) throw new Error('refreshRankStats runs once per transaction, with every edition');
  refreshed.add(tx);
  const ordered = inLockOrder(editions);
  let locked: number | undefined;
  for (const { lock } of ordered) {
    if (lock === locked) continue; // two editions sharing a key: one lock covers both
    await tx.execute(sql`select pg_advisory_xact_lock(${RANK_LOCK_SPACE}::int, ${lock}::int)`);
    locked = lock;
  }
  for (const edition of ordered) await recompute(tx, edition);
}

/** Recomputes one card edition; the caller holds its lock. */
async function recompute(tx: Tx, { cardId, nation }: CardEdition): Promise<void> {
  await tx.execute(statsFor((column) => sql`card_id = ${cardId} and ${sql.raw(column)} = ${nation}`));
  // Nothing left to rank it by (its last review, price, deck or collection row is gone): drop the row.
  await tx.execute(sql`
    delete from card_rank_stats r where r.card_id = ${cardId} and r.nation = ${nation}
      and not exists (select 1 from card_review where card_id = ${cardId} and text_nation = ${nation})
      and not exists (select 1 from trade_price where card_id = ${cardId} and card_nation = ${nation})
      and not exists (select 1 from deck_card where card_id = ${cardId} and nation = ${nation})
      and not exists (select 1 from collection where card_id = ${cardId} and nation = ${nation})`);
}

/** Recomputes every card's ranking figures. */
export async function rebuildRankStats(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from card_rank_stats`);
  await db.execute(statsFor(() => sql`true`));
  // Run `vacuum analyze card_rank_stats` after a rebuild outside a transaction: the delete leaves every old row dead.
}
