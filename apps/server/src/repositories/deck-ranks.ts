import { sql, type SQL } from 'drizzle-orm';
import { rollupBuckets } from '@carddogam/contract/leagues/period';
import { arrayParam } from '../db/array-param';
import { queryRows, type DbOrTx } from '../db/client';
import { queryRowsPrepared } from '../db/prepared';

/**
 * Reads of the deck ranks (decision 034). The list reads the rollup table; the archetype pages read the
 * standings of one archetype through official_standing_archetype_idx. Standings carry a copy of their
 * event's date, division and type for both; see docs/official-league-query-plans.md.
 */

export interface DeckRankFilter {
  from: string;
  to: string;
  division?: string | undefined;
  typeId?: number | undefined;
}

function standingFilter(f: DeckRankFilter): SQL {
  const where = [sql`s.event_date between ${f.from}::date and ${f.to}::date`];
  if (f.division) where.push(sql`s.division = ${f.division}`);
  if (f.typeId) where.push(sql`s.type_id = ${f.typeId}`);
  return sql.join(where, sql` and `);
}

/** The standings of one archetype in one month of the filter. */
export interface MonthGroup {
  month: string;
  archetypeId: number | null;
  nameKr: string | null;
  nameEn: string | null;
  players: number;
  top8: number;
  best: number;
}

/** The figures of a filter by month and archetype, and the number of events with standings. */
export interface RankGroups {
  groups: MonthGroup[];
  events: number;
}

/**
 * Counts per (month, archetype) from official_rank_rollup (repositories/deck-rank-rollup.ts): the whole
 * months of the period from the month rows, the whole weeks at its ends from the week rows and the days
 * left from the day rows, all by the rollup's primary key, so any period reads at most ~40 rows. The JSON figures of
 * the rows are added up here. One prepared statement answers the rows and the archetype names together:
 * on this path the round trips and the planning cost more than the reading (bench/deck-ranks.ts).
 */
export async function monthGroups(db: DbOrTx, f: DeckRankFilter): Promise<RankGroups> {
  const [answer] = await queryRowsPrepared<RollupAnswer>(db, 'deck_rank', monthGroupsQuery(f));
  let events = 0;
  const byKey = new Map<string, MonthGroup>();
  for (const row of answer?.rows ?? []) {
    events += row.events;
    for (const [key, [players, top8, best]] of Object.entries(row.figures)) {
      const group = byKey.get(`${row.month}:${key}`);
      if (group) {
        group.players += players;
        group.top8 += top8;
        group.best = Math.min(group.best, best);
        continue;
      }
      const name = key === '0' ? undefined : answer?.names[key];
      byKey.set(`${row.month}:${key}`, {
        month: row.month,
        archetypeId: key === '0' ? null : Number(key),
        nameKr: name?.[0] ?? null,
        nameEn: name?.[1] ?? null,
        players,
        top8,
        best,
      });
    }
  }
  return { groups: [...byKey.values()], events };
}

interface RollupAnswer {
  rows: {
    month: string;
    events: number;
    /** Archetype id ('0': none) → [players, top-8 count, best placement]. */
    figures: Record<string, [number, number, number]>;
  }[];
  /** Archetype id → [Korean name, English name]. */
  names: Record<string, [string, string]>;
}

/** Stands for a period without a whole month: no day lies in it. */
const NO_MONTHS = { first: '9999-12-31', last: '0001-01-01' };

/**
 * The SQL of monthGroups, also for EXPLAIN in bench/deck-ranks.ts. One text for every period (the weeks
 * and days are arrays), so each connection prepares and plans it once.
 */
export function monthGroupsQuery(f: DeckRankFilter): SQL {
  const { months, weeks, days } = rollupBuckets(f.from, f.to);
  const { first, last } = months ?? NO_MONTHS;
  return sql`select coalesce((
      select json_agg(json_build_object('month', to_char(r.day, 'YYYY-MM'), 'events', r.events,
        'figures', r.figures))
      from official_rank_rollup r
      where r.division_key = ${f.division ?? ''}::text and r.type_key = ${f.typeId ?? 0}::int
        and ((r.grain = 'm' and r.day between ${first}::date and ${last}::date)
          or (r.grain = 'w' and r.day = any(${arrayParam(weeks, 'date')}))
          or (r.grain = 'd' and r.day = any(${arrayParam(days, 'date')})))
    ), '[]') as rows,
    (select coalesce(json_object_agg(a.id, json_build_array(a.name_kr, a.name_en)), '{}')
      from deck_archetype a) as names`;
}

export interface ArchetypeRow {
  id: number;
  nameKr: string;
  nameEn: string;
}

export async function findArchetype(db: DbOrTx, id: number): Promise<ArchetypeRow | null> {
  const [row] = await queryRows<ArchetypeRow>(
    db,
    sql`select id, name_kr as "nameKr", name_en as "nameEn" from deck_archetype where id = ${id}`,
  );
  return row ?? null;
}

export interface ArchetypeListRow {
  standingId: number;
  placement: number;
  leagueId: number;
  leagueName: string;
  eventDate: string;
  playerId: number;
  playerName: string;
}

/** Every standing of an archetype in the filter, newest event first (official_standing_archetype_idx). */
export async function archetypeLists(
  db: DbOrTx,
  archetypeId: number,
  f: DeckRankFilter,
): Promise<ArchetypeListRow[]> {
  return queryRows<ArchetypeListRow>(
    db,
    sql`select s.id as "standingId", s.placement, l.id as "leagueId", l.name as "leagueName",
        to_char(s.event_date, 'YYYY-MM-DD') as "eventDate", p.id as "playerId", p.name as "playerName"
      from official_standing s
      join official_league l on l.id = s.league_id
      join official_player p on p.id = s.player_id
      where s.archetype_id = ${archetypeId} and ${standingFilter(f)}
      order by s.event_date desc, s.placement, s.id`,
  );
}

export interface StandingCardRow {
  standingId: number;
  cardId: string;
  amount: number;
}

export async function standingCards(db: DbOrTx, standingIds: number[]): Promise<StandingCardRow[]> {
  if (standingIds.length === 0) return [];
  return queryRows<StandingCardRow>(
    db,
    sql`select standing_id as "standingId", card_id as "cardId", amount::int as amount
      from official_standing_card where standing_id = any(${arrayParam(standingIds, 'int')})`,
  );
}

export interface CardInfoRow {
  id: string;
  name: string;
  nameKr: string | null;
  imageKr: string | null;
  imageEn: string | null;
  imageJp: string | null;
}

export async function cardInfos(db: DbOrTx, cardIds: string[]): Promise<CardInfoRow[]> {
  if (cardIds.length === 0) return [];
  return queryRows<CardInfoRow>(
    db,
    sql`select card_id as id, name_en as name, name_kr as "nameKr", image_kr as "imageKr",
        image_en as "imageEn", image_jp as "imageJp"
      from card_search where card_id = any(${arrayParam(cardIds, 'text')})`,
  );
}

/** Days of trades a card's recent price averages over. */
export const PRICE_DAYS = 90;

/**
 * A card's recent price in KRW: the average of the non-zero, ungraded prices of its Korean edition traded
 * in the last PRICE_DAYS days (the trade date of the trade statistics: sold, else listed). Graded slabs are
 * left out because nobody builds a deck from them.
 */
export async function recentPrices(
  db: DbOrTx,
  cardIds: string[],
  today: string,
): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; price: number }>(
    db,
    sql`select p.card_id as id, round(avg(p.card_price))::int as price
      from trade_price p
      where p.card_id = any(${arrayParam(cardIds, 'text')}) and p.card_nation = 'kr' and p.card_price > 0
        and p.card_state <> '등급'
        and coalesce(p.card_sold, p.card_created, (p.created at time zone 'Asia/Seoul')::date)
          between ${today}::date - ${PRICE_DAYS - 1}::int and ${today}::date
      group by 1`,
  );
  return new Map(rows.map((r) => [r.id, r.price]));
}
