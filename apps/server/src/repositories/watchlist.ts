import { sql, type SQL } from 'drizzle-orm';
import type { WatchAlertKind, WatchedEntry } from '@carddogam/contract/calls/watchlist';
import type { Nation } from '@carddogam/contract/constants';
import { arrayParam } from '../db/array-param';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/** A member's watched card editions (card_watch, decision 039). */

/** A record's trade date: the day it sold, else the day it was listed (as the statistics date it). */
export const TRADE_DATE = sql.raw("coalesce(p.card_sold, p.card_created, (p.created at time zone 'Asia/Seoul')::date)");

/**
 * The price records (alias p) an entry (alias w) follows: its edition, and its condition where it names
 * one (null follows any). The alert statement and the list read the same rule.
 */
export const WATCH_MATCHES_PRICE = sql.raw(`p.card_id = w.card_id and p.card_nation = w.nation
  and (w.card_state is null or p.card_state = w.card_state)
  and (w.grade_company is null or p.grade_company = w.grade_company)
  and (w.grade is null or p.grade = w.grade)`);

export interface WatchFields {
  cardState: string | null;
  gradeCompany: string | null;
  grade: number | null;
  alertKind: WatchAlertKind;
  targetPrice: number | null;
}

export interface WatchKey {
  userId: string;
  cardId: string;
  nation: Nation;
  cardState: string | null;
  gradeCompany: string | null;
  grade: number | null;
}

/** The member's row lock: adds of one member run one after another, so the cap holds. */
export async function lockMember(tx: Tx, userId: string): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    tx,
    sql`select 1 as ok from users where user_id = ${userId} for update`,
  );
  return rows.length > 0;
}

export async function countWatches(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from card_watch where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

/** The member's entry for the same card edition and condition, if any. */
export async function findSameWatch(db: DbOrTx, key: WatchKey): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from card_watch
        where user_id = ${key.userId} and card_id = ${key.cardId} and nation = ${key.nation}
          and card_state is not distinct from ${key.cardState}
          and grade_company is not distinct from ${key.gradeCompany}
          and grade is not distinct from ${key.grade}
        order by id limit 1`,
  );
  return row?.id;
}

export async function insertWatch(tx: Tx, key: WatchKey, fields: WatchFields): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into card_watch (user_id, card_id, nation, card_state, grade_company, grade, alert_kind, target_price)
        values (${key.userId}, ${key.cardId}, ${key.nation}, ${key.cardState}, ${key.gradeCompany}, ${key.grade},
          ${fields.alertKind}, ${fields.targetPrice})
        returning id`,
  );
  return row!.id;
}

/**
 * Sets an entry of the member's condition and alert. A changed alert starts armed: the member asked for
 * a new alert, so the old one's firing does not keep it quiet. Answers whether the entry was theirs.
 */
export async function updateWatch(db: DbOrTx, id: number, userId: string, fields: WatchFields): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update card_watch
        set card_state = ${fields.cardState}, grade_company = ${fields.gradeCompany}, grade = ${fields.grade},
          alert_kind = ${fields.alertKind}, target_price = ${fields.targetPrice},
          armed = true, fired_price_id = null, fired_at = null, updated = now()
        where id = ${id} and user_id = ${userId}
        returning id`,
  );
  return rows.length > 0;
}

export async function deleteWatch(db: DbOrTx, id: number, userId: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from card_watch where id = ${id} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

/** Arms the member's entry again; answers its alert kind, or undefined when it is not theirs. */
export async function rearmWatch(db: DbOrTx, id: number, userId: string): Promise<WatchAlertKind | undefined> {
  const [row] = await queryRows<{ alert_kind: WatchAlertKind }>(
    db,
    sql`update card_watch set armed = (alert_kind <> 'none'), updated = now()
        where id = ${id} and user_id = ${userId}
        returning alert_kind`,
  );
  return row?.alert_kind;
}

export interface WatchListRow {
  id: number;
  card_id: string;
  nation: Nation;
  card_name: string;
  card_state: string | null;
  grade_company: string | null;
  grade: number | null;
  alert_kind: WatchAlertKind;
  target_price: number | null;
  armed: boolean;
  fired_at: string | null;
  fired_post_id: number | null;
  last_price: number | null;
  last_date: string | null;
  created: string;
}

/** The member's entries, newest first, with the card's name in the edition and the last record it follows. */
export function listWatches(db: DbOrTx, userId: string): Promise<WatchListRow[]> {
  return queryRows<WatchListRow>(
    db,
    sql`select w.id, w.card_id, w.nation,
          coalesce(case w.nation when 'kr' then k.name when 'jp' then j.name end, e.name, w.card_id) as card_name,
          w.card_state, w.grade_company, w.grade::int as grade, w.alert_kind, w.target_price, w.armed,
          case when w.fired_at is not null then ${seoulDateTime(sql`w.fired_at`)} end as fired_at,
          nullif(fp.post_id, 0) as fired_post_id,
          last.card_price as last_price, last.day as last_date,
          ${seoulDateTime(sql`w.created`)} as created
        from card_watch w
        left join card_en e on e.id = w.card_id
        left join card_kr k on w.nation = 'kr' and k.card_id = w.card_id
        left join card_jp j on w.nation = 'jp' and j.card_id = w.card_id
        left join trade_price fp on fp.id = w.fired_price_id
        left join lateral (
          select p.card_price, ${TRADE_DATE}::text as day from trade_price p
          where ${WATCH_MATCHES_PRICE} and p.card_price > 0
          order by ${TRADE_DATE} desc, p.id desc
          limit 1
        ) last on true
        where w.user_id = ${userId}
        order by w.created desc, w.id desc`,
  );
}

export interface WatchDayCell {
  watch_id: number;
  day: string;
  sum: number;
  count: number;
}

/** Per entry and trade date since `days` days ago (Korean days), the sum and count of its records' prices. */
export function watchDays(db: DbOrTx, userId: string, days: number): Promise<WatchDayCell[]> {
  const since: SQL = sql`((now() at time zone 'Asia/Seoul')::date - ${days - 1}::int)`;
  return queryRows<WatchDayCell>(
    db,
    sql`select w.id as watch_id, d.day, d.sum, d.count
        from card_watch w
        join lateral (
          select ${TRADE_DATE}::text as day, sum(p.card_price)::float8 as sum, count(*)::int as count
          from trade_price p
          where ${WATCH_MATCHES_PRICE} and p.card_price > 0 and ${TRADE_DATE} >= ${since}
          group by 1
        ) d on true
        where w.user_id = ${userId}
        order by w.id, d.day`,
  );
}

/** The member's entries for these cards (any edition). */
export function watchedEntries(db: DbOrTx, userId: string, cardIds: string[]): Promise<WatchedEntry[]> {
  return queryRows<WatchedEntry>(
    db,
    sql`select id, card_id, nation, card_state, grade_company, grade::int as grade, alert_kind, target_price, armed
        from card_watch
        where user_id = ${userId} and card_id = any(${arrayParam(cardIds, 'text')})
        order by card_id, id`,
  );
}
