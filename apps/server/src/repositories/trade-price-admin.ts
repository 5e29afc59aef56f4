import { sql, type SQL } from 'drizzle-orm';
import type { PriceAdminRow, PriceSource } from '@carddogam/contract/calls/trade-admin';
import type { CardCondition, Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';
import { likeEscape, nameMatches } from './search-conditions';

/** Every price record for /admin/trade/price, and the 관리자's corrections of one record. */

export interface PriceAdminQuery {
  page: number;
  size: number;
  card: string;
  card_nation: Nation | null;
  card_state: CardCondition | null;
  date_from: string | null;
  date_to: string | null;
  price_min: number | null;
  price_max: number | null;
  source: PriceSource;
  post_id: number | null;
}

/** A trade's date, as the statistics read it: sold, else listed, else the day it was written (Korean). */
const TRADE_DATE = sql.raw(
  "coalesce(p.card_sold, p.card_created, (p.created at time zone 'Asia/Seoul')::date)",
);

function conditions(q: PriceAdminQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (q.card)
    where.push(sql`(p.card_id = ${q.card} or p.card_name ilike ${`%${likeEscape(q.card)}%`}
      or p.card_id in (select s.card_id from card_search s where ${nameMatches(q.card)}))`);
  if (q.card_nation) where.push(sql`p.card_nation = ${q.card_nation}`);
  if (q.card_state) where.push(sql`p.card_state = ${q.card_state}`);
  if (q.date_from) where.push(sql`${TRADE_DATE} >= ${q.date_from}::date`);
  if (q.date_to) where.push(sql`${TRADE_DATE} <= ${q.date_to}::date`);
  if (q.price_min !== null) where.push(sql`p.card_price >= ${q.price_min}`);
  if (q.price_max !== null) where.push(sql`p.card_price <= ${q.price_max}`);
  if (q.source === 'user') where.push(sql`p.post_id > 0`);
  if (q.source === 'admin') where.push(sql`p.post_id = 0`);
  if (q.post_id !== null) where.push(sql`p.post_id = ${q.post_id}`);
  return sql.join(where, sql` and `);
}

/** The fields of a record as the screen and the staff log show them. */
const ROW_FIELDS = sql`p.id, p.post_id, t.title as post_title, p.card_id, p.card_nation, p.card_name,
  p.card_state, p.grade_company, p.grade::int as grade, p.card_price,
  to_char(p.card_created, 'YYYY-MM-DD') as card_created, to_char(p.card_sold, 'YYYY-MM-DD') as card_sold,
  p.state, coalesce(p.user_id, t.user_id) as user_id, u.nickname, ${seoulDateTime(sql`p.created`)} as created`;
const ROW_JOINS = sql`left join trade_post t on p.post_id > 0 and t.id = p.post_id
  left join users u on u.user_id = coalesce(p.user_id, t.user_id)`;

export async function listPricesForStaff(
  db: DbOrTx,
  q: PriceAdminQuery,
): Promise<{ total: number; rows: PriceAdminRow[] }> {
  const where = conditions(q);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from trade_price p where ${where}`,
  );
  const rows = await queryRows<PriceAdminRow>(
    db,
    sql`select ${ROW_FIELDS} from trade_price p ${ROW_JOINS}
      where ${where}
      order by p.created desc, p.id desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { total: count?.total ?? 0, rows };
}

/** One record, locked for the rest of the transaction; undefined when it is gone. */
export async function lockPrice(tx: Tx, id: number): Promise<PriceAdminRow | undefined> {
  const [locked] = await queryRows<{ id: number }>(
    tx,
    sql`select id from trade_price where id = ${id} for update`,
  );
  return locked ? readPrice(tx, id) : undefined;
}

export async function readPrice(db: DbOrTx, id: number): Promise<PriceAdminRow | undefined> {
  const [row] = await queryRows<PriceAdminRow>(
    db,
    sql`select ${ROW_FIELDS} from trade_price p ${ROW_JOINS} where p.id = ${id}`,
  );
  return row;
}

export interface PriceFix {
  card_price: number;
  card_state: CardCondition;
  grade_company: string | null;
  grade: number | null;
}

export async function updatePrice(tx: Tx, id: number, fix: PriceFix): Promise<void> {
  await tx.execute(
    sql`update trade_price set card_price = ${fix.card_price}, card_state = ${fix.card_state},
        grade_company = ${fix.grade_company}, grade = ${fix.grade}
        where id = ${id}`,
  );
}

/**
 * Deletes the record and answers it as it was, or undefined when it was already gone: of two 관리자
 * deleting it at once, the second waits for the first's row lock and then finds nothing.
 */
export async function deletePrice(tx: Tx, id: number): Promise<PriceAdminRow | undefined> {
  const before = await lockPrice(tx, id);
  if (!before) return undefined;
  await tx.execute(sql`delete from trade_price where id = ${id}`);
  return before;
}
