import { sql, type SQL } from 'drizzle-orm';
import type { ValueCondition } from '@carddogam/contract/calls/collector-value';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx } from '../db/client';
import { queryRowsPrepared } from '../db/prepared';

/**
 * Deck and collection values from trade_price_daily (alias d): the price records summed per card edition,
 * trade day and raw condition, kept by trade_price's triggers (migrations 0026, 0027). The trade day is
 * the price statistics' (§2.13): the day the line sold, else the day it was listed, else the day it was
 * written. A card edition's unit price is the rounded mean of its non-zero prices in the condition whose
 * trade day falls in the window (from, to]: the sums of the window's days over their counts, so a deck's
 * value and the card page's averages count the same trades. Reading the daily sums instead of the records
 * cut a 60-card deck's statement from 3.7 to 1.4 ms (p50, 90 days, bench/deck-value.ts data): a hot
 * card's window is at most N rows.
 */

const inWindow = (from: SQL, to: SQL) => sql`d.day > ${from} and d.day <= ${to}`;

/**
 * One of d's sums or counts for the condition. The condition is a parameter, so every condition shares
 * one statement text (prepared once); '전체' adds the four raw conditions up.
 */
function conditionColumn(condition: ValueCondition, column: 'sum' | 'count'): SQL {
  const of = (state: 's' | 'a' | 'b' | 'c') => sql.raw(`d.${state}_${column}`);
  return sql`case ${condition}::text when 'S급' then ${of('s')} when 'A급' then ${of('a')}
    when 'B급' then ${of('b')} when 'C급 이하' then ${of('c')}
    else ${of('s')} + ${of('a')} + ${of('b')} + ${of('c')} end`;
}

/** The rounded mean of the condition's prices over the rows of d that `where` keeps (null without any). */
function unitPrice(condition: ValueCondition, where: SQL = sql`true`): SQL {
  return sql`round(sum(${conditionColumn(condition, 'sum')}) filter (where ${where})::numeric
    / nullif(sum(${conditionColumn(condition, 'count')}) filter (where ${where}), 0))::int`;
}

/** How many records the condition's mean is made of. */
function recordCount(condition: ValueCondition): SQL {
  return sql`coalesce(sum(${conditionColumn(condition, 'count')}), 0)::int`;
}

export interface ValueWindow {
  condition: ValueCondition;
  /** Last day of the window, 'YYYY-MM-DD' (Korean day). */
  asOf: string;
  days: number;
}

export interface DeckValueRow {
  card_id: string;
  name: string;
  amount: number;
  edition: Nation | null;
  unit_price: number | null;
  records: number;
}

/**
 * The whole deck in one statement: its lines (a card counted once over the editions the deck lists it
 * in), every released edition of each card, each edition's recent average, and the cheapest priced one.
 * Cards are named as the deck page names them (the card search's Korean name, else the English one),
 * whichever edition the deck lists.
 */
export function deckValueQuery(deckId: number, w: ValueWindow): SQL {
  return sql`with lines as (
      select dc.card_id, sum(dc.amount)::int as amount, min(dc.position) as position,
        (array_agg(dc.nation order by dc.position, dc.nation))[1] as nation
      from deck_card dc where dc.deck_id = ${deckId}
      group by dc.card_id
    ), editions as (
      select e.id as card_id, 'en'::text as nation from lines l join card_en e on e.id = l.card_id
        where e.is_available
      union all
      select k.card_id, 'kr' from lines l join card_kr k on k.card_id = l.card_id where k.is_available
      union all
      select j.card_id, 'jp' from lines l join card_jp j on j.card_id = l.card_id where j.is_available
    ), priced as (
      select distinct on (ed.card_id) ed.card_id, ed.nation, a.unit_price, a.records
      from editions ed cross join lateral (
        select ${unitPrice(w.condition)} as unit_price, ${recordCount(w.condition)} as records
        from trade_price_daily d
        where d.card_id = ed.card_id and d.nation = ed.nation
          and ${inWindow(sql`${w.asOf}::date - ${w.days}::int`, sql`${w.asOf}::date`)}
      ) a
      where a.records > 0
      order by ed.card_id, a.unit_price, ed.nation
    )
    select l.card_id, coalesce(s.name_kr, e.name, l.card_id) as name,
      l.amount, pr.nation as edition, pr.unit_price, coalesce(pr.records, 0)::int as records
    from lines l
      left join priced pr on pr.card_id = l.card_id
      left join card_en e on e.id = l.card_id
      left join card_search s on s.card_id = l.card_id
    order by l.position, l.card_id`;
}

/**
 * Runs as one prepared statement (pass `Database.genericPlans`): planning the statement took as long as
 * running it (bench/deck-value.ts), and its text is the same for every deck, condition and window.
 */
export function deckValueRows(db: DbOrTx, deckId: number, w: ValueWindow): Promise<DeckValueRow[]> {
  return queryRowsPrepared<DeckValueRow>(db, 'deck_value', deckValueQuery(deckId, w));
}

export interface CollectionValueRow {
  card_id: string;
  nation: Nation;
  name: string;
  amount: number;
  /** The average of the window ending at asOf, and of the window ending `changeDays` earlier. */
  unit_price: number | null;
  unit_price_before: number | null;
}

/**
 * Every entry of a member's book with the owned edition's average now and `changeDays` days ago, in one
 * statement: one index probe per entry reads the days of both windows.
 */
export function collectionValueRows(
  db: DbOrTx,
  userId: string,
  w: ValueWindow & { changeDays: number },
): Promise<CollectionValueRow[]> {
  const before = sql`(${w.asOf}::date - ${w.changeDays}::int)`;
  return queryRows<CollectionValueRow>(
    db,
    sql`select c.card_id, c.nation,
        coalesce(case c.nation when 'kr' then k.name when 'jp' then j.name end, e.name, c.card_id) as name,
        c.amount, a.unit_price, a.unit_price_before
      from collection c
        left join lateral (
          select ${unitPrice(w.condition, sql`d.day > ${w.asOf}::date - ${w.days}::int`)} as unit_price,
            ${unitPrice(w.condition, sql`d.day <= ${before}`)} as unit_price_before
          from trade_price_daily d
          where d.card_id = c.card_id and d.nation = c.nation
            and ${inWindow(sql`${before} - ${w.days}::int`, sql`${w.asOf}::date`)}
        ) a on true
        left join card_en e on e.id = c.card_id
        left join card_kr k on k.card_id = c.card_id
        left join card_jp j on j.card_id = c.card_id
      where c.user_id = ${userId}
      order by c.created desc, c.id desc`,
  );
}
