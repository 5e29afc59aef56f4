import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/**
 * Aggregates over trade_price for a price group (§2.13, §7.4). Averages ignore zero prices and are
 * rounded to the won (§9). A trade's date is the day it sold, else the day it was listed.
 */

const TRADE_DATE = sql.raw(
  "coalesce(p.card_sold, p.card_created, (p.created at time zone 'Asia/Seoul')::date)",
);

function inGroup(ids: string[], nation: Nation): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`p.card_id in (${list}) and p.card_nation = ${nation}`;
}

const avgOf = (filter: SQL) =>
  sql`coalesce(round(avg(p.card_price) filter (where p.card_price > 0 and ${filter})), 0)::int`;

export interface SummaryRow {
  total_avg: number;
  total_max: number;
  total_min: number;
  total: number;
  registered: number;
  finished: number;
  registered_price: number;
  finished_price: number;
  s: number;
  a: number;
  b: number;
  c_below: number;
  graded: number;
  user_posts: number;
  admin_rows: number;
}

/** Every summary figure of the basic view in one pass over the group's prices. */
export async function summarise(db: DbOrTx, ids: string[], nation: Nation): Promise<SummaryRow> {
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`select
      ${avgOf(sql`true`)} as total_avg,
      coalesce(max(p.card_price), 0)::int as total_max,
      coalesce(min(p.card_price) filter (where p.card_price > 0), 0)::int as total_min,
      count(*)::int as total,
      count(*) filter (where p.state = '등록됨')::int as registered,
      count(*) filter (where p.state = '판매완료')::int as finished,
      ${avgOf(sql`p.state = '등록됨'`)} as registered_price,
      ${avgOf(sql`p.state = '판매완료'`)} as finished_price,
      ${avgOf(sql`p.card_state = 'S급'`)} as s,
      ${avgOf(sql`p.card_state = 'A급'`)} as a,
      ${avgOf(sql`p.card_state = 'B급'`)} as b,
      ${avgOf(sql`p.card_state = 'C급 이하'`)} as c_below,
      ${avgOf(sql`p.card_state = '등급'`)} as graded,
      count(*) filter (where p.post_id <> 0)::int as user_posts,
      count(*) filter (where p.post_id = 0)::int as admin_rows
    from trade_price p where ${inGroup(ids, nation)}`,
  );
  return row!;
}

export interface GradeRow {
  company: 'PSA' | 'ETC';
  grade: number;
  avg: number;
  max: number;
  min: number;
  count: number;
}

/** Averages per grading company and grade. */
export async function gradeAverages(db: DbOrTx, ids: string[], nation: Nation): Promise<GradeRow[]> {
  return queryRows<GradeRow>(
    db,
    sql`select case when p.grade_company = 'PSA' then 'PSA' else 'ETC' end as company, p.grade::int as grade,
        ${avgOf(sql`true`)} as avg, coalesce(max(p.card_price), 0)::int as max,
        coalesce(min(p.card_price) filter (where p.card_price > 0), 0)::int as min, count(*)::int as count
      from trade_price p
      where ${inGroup(ids, nation)} and p.card_state = '등급' and p.grade is not null
      group by 1, 2`,
  );
}

/** The most recent S-grade price. */
export async function recentS(db: DbOrTx, ids: string[], nation: Nation): Promise<number | null> {
  const [row] = await queryRows<{ price: number }>(
    db,
    sql`select p.card_price as price from trade_price p
      where ${inGroup(ids, nation)} and p.card_state = 'S급' and p.card_price > 0
      order by ${TRADE_DATE} desc, p.id desc limit 1`,
  );
  return row?.price ?? null;
}

export interface PriceCell {
  day: string;
  line: string;
  sum: number;
  count: number;
}

/**
 * Sums and counts of the non-zero prices per (bucket, line), where a line is a raw condition (S/A/B/C_below)
 * or a grade ('PSA_95'); the caller averages them into chart rows. unit is 'day' or 'month'.
 */
export async function priceCells(
  db: DbOrTx,
  ids: string[],
  nation: Nation,
  unit: 'day' | 'month',
  since: string,
): Promise<PriceCell[]> {
  const bucket = unit === 'day' ? TRADE_DATE : sql`date_trunc('month', ${TRADE_DATE})::date`;
  return queryRows<PriceCell>(
    db,
    sql`select ${bucket}::text as day,
        case p.card_state
          when 'S급' then 'S' when 'A급' then 'A' when 'B급' then 'B' when 'C급 이하' then 'C_below'
          else (case when p.grade_company = 'PSA' then 'PSA' else 'ETC' end) || '_' || p.grade
        end as line,
        sum(p.card_price)::float8 as sum, count(*)::int as count
      from trade_price p
      where ${inGroup(ids, nation)} and p.card_price > 0 and ${TRADE_DATE} >= ${since}::date
        and (p.card_state in ('S급', 'A급', 'B급', 'C급 이하') or (p.card_state = '등급' and p.grade is not null))
      group by 1, 2`,
  );
}

export interface TradePostItemRow {
  id: number;
  title: string;
  created: string;
  card_state: string;
  card_price: number;
}

/** The newest trade posts holding the card, one line per post (its first line of the card). */
export async function recentPosts(
  db: DbOrTx,
  ids: string[],
  nation: Nation,
  limit: number,
): Promise<TradePostItemRow[]> {
  return queryRows<TradePostItemRow>(
    db,
    sql`select distinct on (t.created, t.id) t.id, t.title, ${seoulDateTime(sql`t.created`)} as created,
        p.card_state, p.card_price
      from trade_price p join trade_post t on t.id = p.post_id
      where ${inGroup(ids, nation)} and p.post_id <> 0
      order by t.created desc, t.id desc, p.id
      limit ${limit}`,
  );
}

/** The post ids of a card's prices (isOnlyAdmin: all 0 means only admin-entered prices). */
export async function pricePostIds(
  db: DbOrTx,
  cardId: string,
  nation: Nation,
): Promise<Array<{ post_id: number }>> {
  return queryRows<{ post_id: number }>(
    db,
    sql`select distinct p.post_id from trade_price p where ${inGroup([cardId], nation)} order by p.post_id`,
  );
}
