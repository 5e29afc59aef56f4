import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../src/db/client';

/**
 * The days where trade_price_daily, its rows of a day added up as a reader does, differs from a recount of
 * trade_price by each record's trade day (empty when exact). A day whose sums and counts all went back to 0 counts as no day.
 */
export function dailySumsDrift(db: DbOrTx): Promise<Record<string, unknown>[]> {
  return queryRows(
    db,
    sql`with recount as (
        select card_id, card_nation as nation,
          coalesce(card_sold, card_created, (created at time zone 'Asia/Seoul')::date) as day,
          coalesce(sum(card_price) filter (where card_state = 'S급'), 0)::bigint as s_sum,
          count(*) filter (where card_state = 'S급')::int as s_count,
          coalesce(sum(card_price) filter (where card_state = 'A급'), 0)::bigint as a_sum,
          count(*) filter (where card_state = 'A급')::int as a_count,
          coalesce(sum(card_price) filter (where card_state = 'B급'), 0)::bigint as b_sum,
          count(*) filter (where card_state = 'B급')::int as b_count,
          coalesce(sum(card_price) filter (where card_state = 'C급 이하'), 0)::bigint as c_sum,
          count(*) filter (where card_state = 'C급 이하')::int as c_count
        from trade_price
        where card_price > 0 and card_state in ('S급', 'A급', 'B급', 'C급 이하')
        group by 1, 2, 3
      ), kept as (
        select * from (
          select card_id, nation, day, sum(s_sum)::bigint as s_sum, sum(s_count)::int as s_count,
            sum(a_sum)::bigint as a_sum, sum(a_count)::int as a_count, sum(b_sum)::bigint as b_sum,
            sum(b_count)::int as b_count, sum(c_sum)::bigint as c_sum, sum(c_count)::int as c_count
          from trade_price_daily group by 1, 2, 3
        ) k
        where (s_sum, s_count, a_sum, a_count, b_sum, b_count, c_sum, c_count) <> (0, 0, 0, 0, 0, 0, 0, 0)
      )
      (select 'kept' as side, * from kept except select 'kept', * from recount)
      union all
      (select 'recount', * from recount except select 'recount', * from kept)`,
  );
}
