import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../apps/server/src/db/client';

/**
 * Realistic trade data for the price-statistics benchmark: `records` price rows over `cards` cards with a
 * heavy skew (card rank r gets a share like (r+1)^-2/3: the hottest card has tens of thousands of trades,
 * most cards a handful), 70 % of them lines of user trade posts, dates over the last three years leaning
 * to the recent past, every condition and grade. Kept between runs: generated only when missing.
 */
export const BENCH_TRADE_USER = 'bench-trader';

export async function ensureTradeData(db: Db, records = 1_000_000, cards = 20_000): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from trade_price where user_id = ${BENCH_TRADE_USER}`,
  );
  if (existing!.n >= records) return;
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from trade_price where user_id = ${BENCH_TRADE_USER}`);
    await tx.execute(sql`delete from trade_post where user_id = ${BENCH_TRADE_USER}`);
    const posts = Math.round(records / 20);
    await tx.execute(sql`
      insert into trade_post (user_id, title, content, created)
      select ${BENCH_TRADE_USER}, '카드 판매합니다 #' || g, '', now() - (power(random(), 2) * interval '1095 days')
      from generate_series(1, ${posts}) g`);
    await tx.execute(sql`
      with picked as (
        select id, (row_number() over (order by id) - 1)::int as n
        from card_en where is_available order by id limit ${cards}
      ), posts as (
        select min(id) as first_id, count(*)::int as n from trade_post where user_id = ${BENCH_TRADE_USER}
      ), draws as (
        select g, floor(${cards} * power(random(), 3))::int as n, random() as r_post, random() as r_nation,
          random() as r_state, random() as r_grade, random() as r_sold, power(random(), 2) as age,
          random() as r_price
        from generate_series(1, ${records}) g
      )
      insert into trade_price (post_id, card_id, card_nation, card_name, card_state, grade_company, grade,
        card_price, card_created, card_sold, state, user_id)
      select
        case when d.r_post < 0.7 then p.first_id + (d.g % p.n) else 0 end,
        c.id,
        case when d.r_nation < 0.6 then 'kr' when d.r_nation < 0.85 then 'en' else 'jp' end,
        '',
        (array['S급', 'S급', 'A급', 'B급', 'C급 이하', '기타', '등급', '등급'])[1 + floor(d.r_state * 8)::int],
        case when d.r_state >= 0.75 then (case when d.r_grade < 0.7 then 'PSA' else 'ETC' end) end,
        case when d.r_state >= 0.75 then 100 - 5 * floor(d.r_grade * 19)::int end,
        (1000 + floor(d.r_price * 200) * 500)::int,
        case when d.r_sold >= 0.5 then (current_date - (d.age * 1095)::int) end,
        case when d.r_sold < 0.5 then (current_date - (d.age * 1095)::int) end,
        case when d.r_sold < 0.5 then '판매완료' else '등록됨' end,
        ${BENCH_TRADE_USER}
      from draws d join picked c on c.n = d.n cross join posts p`);
  });
  await db.execute(sql`analyze trade_price`);
  await db.execute(sql`analyze trade_post`);
  console.log(
    `trade data: ${records} price records in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Bench cards by trade volume in one edition: the hottest, the median traded card, and a cold one. */
export async function pickTradeCards(db: Db): Promise<Array<{ label: string; card_id: string; n: number }>> {
  const rows = await queryRows<{ card_id: string; n: number }>(
    db,
    sql`select card_id, count(*)::int as n from trade_price
        where user_id = ${BENCH_TRADE_USER} and card_nation = 'kr' group by card_id order by n desc`,
  );
  return [
    { label: 'hottest card', ...rows[0]! },
    { label: 'median card', ...rows[Math.floor(rows.length / 2)]! },
  ];
}
