import { sql, type SQL } from 'drizzle-orm';
import { splitPeriod } from '@carddogam/contract/leagues/period';
import { queryRows, type DbOrTx } from '../db/client';

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
 * months of the period from the month rows and the days at its ends from the day rows, all read by the
 * rollup's primary key, so a period of any length reads about a hundred rows at most. The JSON figures of
 * the rows are added up here.
 */
export async function monthGroups(db: DbOrTx, f: DeckRankFilter): Promise<RankGroups> {
  const rows = await queryRows<RollupRow>(db, monthGroupsQuery(f));
  let events = 0;
  const byKey = new Map<string, Omit<MonthGroup, 'nameKr' | 'nameEn'>>();
  for (const row of rows) {
    events += row.events;
    for (const [key, [players, top8, best]] of Object.entries(row.figures)) {
      const archetypeId = key === '0' ? null : Number(key);
      const group = byKey.get(`${row.month}:${key}`);
      if (group) {
        group.players += players;
        group.top8 += top8;
        group.best = Math.min(group.best, best);
      } else byKey.set(`${row.month}:${key}`, { month: row.month, archetypeId, players, top8, best });
    }
  }
  const names = await archetypeNames(
    db,
    [...byKey.values()].map((g) => g.archetypeId),
  );
  const groups = [...byKey.values()].map((g) => {
    const name = g.archetypeId === null ? undefined : names.get(g.archetypeId);
    return { ...g, nameKr: name?.nameKr ?? null, nameEn: name?.nameEn ?? null };
  });
  return { groups, events };
}

interface RollupRow {
  month: string;
  events: number;
  /** Archetype id ('0': none) → [players, top-8 count, best placement]. */
  figures: Record<string, [number, number, number]>;
}

/** The SQL of monthGroups, also for EXPLAIN in bench/deck-ranks.ts. */
export function monthGroupsQuery(f: DeckRankFilter): SQL {
  const { months, days } = splitPeriod(f.from, f.to);
  const key = sql`division_key = ${f.division ?? ''} and type_key = ${f.typeId ?? 0}`;
  const ranges: SQL[] = [];
  if (months) {
    ranges.push(sql`(grain = 'm' and ${key} and day between ${months.first}::date and ${months.last}::date)`);
  }
  for (const range of days) {
    ranges.push(sql`(grain = 'd' and ${key} and day between ${range.from}::date and ${range.to}::date)`);
  }
  return sql`select to_char(day, 'YYYY-MM') as month, events, figures from official_rank_rollup
    where ${sql.join(ranges, sql` or `)}`;
}

async function archetypeNames(
  db: DbOrTx,
  ids: (number | null)[],
): Promise<Map<number, { nameKr: string; nameEn: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<ArchetypeRow>(
    db,
    sql`select id, name_kr as "nameKr", name_en as "nameEn" from deck_archetype
      where id = any(${`{${wanted.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
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
      from official_standing_card where standing_id = any(${`{${standingIds.join(',')}}`}::int[])`,
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
      from card_search where card_id = any(${textArray(cardIds)}::text[])`,
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
      where p.card_id = any(${textArray(cardIds)}::text[]) and p.card_nation = 'kr' and p.card_price > 0
        and p.card_state <> '등급'
        and coalesce(p.card_sold, p.card_created, (p.created at time zone 'Asia/Seoul')::date)
          between ${today}::date - ${PRICE_DAYS - 1}::int and ${today}::date
      group by 1`,
  );
  return new Map(rows.map((r) => [r.id, r.price]));
}

/** A PostgreSQL array literal of text values, quoted so that commas and quotes in ids stay inside. */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
