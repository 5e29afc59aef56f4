import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { runInTransaction } from '../db/transactions';

/** One fold at a time over all processes (key space 'DAYS'). */
const FOLD_LOCK_SPACE = 0x44415953;

/**
 * trade_price_daily (schema: tradePriceDaily) is appended to by trade_price's triggers: a pending row per
 * edition and day for every statement that changed its records, so that writers never lock each other's
 * rows there and a write pays for no fold (folding in the ranking refresh added 1 ms to every price
 * write, bench/price-alerts.ts). A reader sums a day's rows, so the values are exact before and after a
 * fold; folding only keeps a window at about one row a day. This folds every committed pending row into
 * its day's row, in one statement: it moves only the rows its own deletes removed, so rows appended
 * meanwhile by writers that have not committed wait for the next fold. Run by the hourly jobs; answers
 * how many pending rows it folded.
 */
export async function foldDailySums(db: Db): Promise<number> {
  return runInTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK_SPACE}::int, 0) as ok`,
    );
    if (!lock!.ok) return 0; // another process is folding right now
    const [folded] = await queryRows<{ n: number }>(
      tx,
      sql`with pending as (
          delete from trade_price_daily d where d.pending
          returning d.*
        ), settled as (
          delete from trade_price_daily d
          using (select distinct card_id, nation, day from pending) p
          where not d.pending and d.card_id = p.card_id and d.nation = p.nation and d.day = p.day
          returning d.*
        ), written as (
          insert into trade_price_daily (card_id, nation, day, s_sum, s_count, a_sum, a_count, b_sum, b_count,
            c_sum, c_count)
          select * from (
            select card_id, nation, day, sum(s_sum), sum(s_count), sum(a_sum), sum(a_count), sum(b_sum),
              sum(b_count), sum(c_sum), sum(c_count)
            from (select * from pending union all select * from settled) r
            group by card_id, nation, day
          ) g(card_id, nation, day, s_sum, s_count, a_sum, a_count, b_sum, b_count, c_sum, c_count)
          -- A day whose records all went away keeps no row.
          where (g.s_count, g.a_count, g.b_count, g.c_count) <> (0, 0, 0, 0)
          returning 1
        )
        select (select count(*) from pending)::int as n, (select count(*) from written)::int as written`,
    );
    return folded!.n;
  });
}
