import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * Reads of the deck ranks (decision 034). Standings carry a copy of their event's date, division and type,
 * so the figures of a period read official_standing alone through official_standing_rank_idx
 * (event_date, division, archetype_id, placement); see docs/official-league-query-plans.md.
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
  /** Events of the whole filter with standings (the same on every row). */
  events: number;
}

/**
 * Counts per (month, archetype) in ONE grouped statement; the caller adds the months up into the period's
 * rows and reads the share-over-time chart from the same groups. The grouping reads only columns of
 * official_standing_rank_idx, so PostgreSQL answers it by an index-only scan of the period's range (a
 * type filter alone visits the table); the events are counted on official_league by its date index,
 * because league_id is not in the rank index.
 */
export async function monthGroups(db: DbOrTx, f: DeckRankFilter): Promise<MonthGroup[]> {
  return queryRows<MonthGroup>(db, monthGroupsQuery(f));
}

/** The SQL of monthGroups, also for EXPLAIN in bench/deck-ranks.ts. */
export function monthGroupsQuery(f: DeckRankFilter): SQL {
  return sql`select to_char(g.m, 'YYYY-MM') as month, g.archetype_id as "archetypeId",
        a.name_kr as "nameKr", a.name_en as "nameEn", g.players, g.top8, g.best,
        (select count(*) from official_league l
          where ${leagueFilter(f)} and exists (select 1 from official_standing s where s.league_id = l.id))::int
          as events
      from (
        select date_trunc('month', s.event_date) as m, s.archetype_id, count(*)::int as players,
          (count(*) filter (where s.placement <= 8))::int as top8, min(s.placement)::int as best
        from official_standing s
        where ${standingFilter(f)}
        group by 1, 2
      ) g
      left join deck_archetype a on a.id = g.archetype_id`;
}

/** The same filter on the events themselves (their date, division and type are the originals). */
function leagueFilter(f: DeckRankFilter): SQL {
  const where = [sql`l.event_date between ${f.from}::date and ${f.to}::date`];
  if (f.division) where.push(sql`l.division = ${f.division}`);
  if (f.typeId) where.push(sql`l.type_id = ${f.typeId}`);
  return sql.join(where, sql` and `);
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
  image: string | null;
}

export async function cardInfos(db: DbOrTx, cardIds: string[]): Promise<CardInfoRow[]> {
  if (cardIds.length === 0) return [];
  return queryRows<CardInfoRow>(
    db,
    sql`select card_id as id, name_en as name, name_kr as "nameKr", coalesce(image_kr, image_en) as image
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
