import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { deckArchetype, matchRecord } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';

/** Members' match records (/record; decision 035): league rows written by final matches, casual rows by hand. */

export type MatchRecordRow = typeof matchRecord.$inferSelect;
export type MatchRecordInsert = typeof matchRecord.$inferInsert;

export interface RecordTally {
  wins: number;
  losses: number;
  ties: number;
}

export interface BreakdownRow extends RecordTally {
  key: string;
  label: string | null;
}

export interface MonthRow extends RecordTally {
  month: string;
}

export interface RecordItemRow {
  id: number;
  played_at: string;
  source: 'league' | 'casual';
  tournament_id: number | null;
  tournament_name: string | null;
  round: number | null;
  my_deck_name: string;
  my_archetype_id: number | null;
  my_archetype_name: string | null;
  opponent_deck_name: string;
  opponent_archetype_id: number | null;
  opponent_archetype_name: string | null;
  opponent_name: string;
  went_first: boolean | null;
  result: 'win' | 'loss' | 'tie';
  memo: string;
}

const TALLY = sql`count(*) filter (where r.result = 'win')::int as wins,
  count(*) filter (where r.result = 'loss')::int as losses,
  count(*) filter (where r.result = 'tie')::int as ties`;

/** The member's whole record. */
export async function overallTally(db: DbOrTx, userId: string): Promise<RecordTally> {
  const [row] = await queryRows<RecordTally>(
    db,
    sql`select ${TALLY} from match_record r where r.user_id = ${userId}`,
  );
  return row ?? { wins: 0, losses: 0, ties: 0 };
}

/**
 * The record grouped by a deck side: the archetype when tagged (key = its id, label its Korean name),
 * else the typed deck name; most played first.
 */
function deckBreakdown(db: DbOrTx, userId: string, side: 'my' | 'opponent'): Promise<BreakdownRow[]> {
  const archetype = side === 'my' ? sql`r.my_archetype_id` : sql`r.opponent_archetype_id`;
  const typed = side === 'my' ? sql`r.my_deck_name` : sql`r.opponent_deck_name`;
  return queryRows<BreakdownRow>(
    db,
    sql`select coalesce(${archetype}::text, ${typed}) as key, coalesce(a.name_kr, nullif(${typed}, '')) as label,
        ${TALLY}
      from match_record r left join deck_archetype a on a.id = ${archetype}
      where r.user_id = ${userId}
      group by 1, 2
      order by count(*) desc, 2 nulls last`,
  );
}

export const byMyDeck = (db: DbOrTx, userId: string) => deckBreakdown(db, userId, 'my');
export const byOpponentDeck = (db: DbOrTx, userId: string) => deckBreakdown(db, userId, 'opponent');

/** Going first, second, or not said. */
export function byTurn(db: DbOrTx, userId: string): Promise<BreakdownRow[]> {
  return queryRows<BreakdownRow>(
    db,
    sql`select case r.went_first when true then 'first' when false then 'second' else 'unknown' end as key,
        null as label, ${TALLY}
      from match_record r where r.user_id = ${userId}
      group by 1 order by min(case r.went_first when true then 0 when false then 1 else 2 end)`,
  );
}

/** The last `months` Korean months that have games, oldest first. */
export function monthlyTally(db: DbOrTx, userId: string, months: number): Promise<MonthRow[]> {
  return queryRows<MonthRow>(
    db,
    sql`select * from (
        select to_char(r.played_at at time zone 'Asia/Seoul', 'YYYY-MM') as month, ${TALLY}
        from match_record r where r.user_id = ${userId} group by 1 order by 1 desc limit ${months}
      ) recent order by month`,
  );
}

/** Newest first. */
export async function listRecords(
  db: DbOrTx,
  userId: string,
  page: { page: number; size: number },
): Promise<{ total: number; rows: RecordItemRow[] }> {
  const where: SQL = sql`r.user_id = ${userId}`;
  const [[count], rows] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from match_record r where ${where}`),
    queryRows<RecordItemRow>(
      db,
      sql`select r.id, ${seoulDateTime(sql`r.played_at`)} as played_at, r.source,
          t.id as tournament_id, t.name as tournament_name, m.round::int as round,
          r.my_deck_name, r.my_archetype_id, ma.name_kr as my_archetype_name,
          r.opponent_deck_name, r.opponent_archetype_id, oa.name_kr as opponent_archetype_name,
          r.opponent_name, r.went_first, r.result, r.memo
        from match_record r
        left join league_match m on m.id = r.league_match_id
        left join league_tournament t on t.id = m.tournament_id
        left join deck_archetype ma on ma.id = r.my_archetype_id
        left join deck_archetype oa on oa.id = r.opponent_archetype_id
        where ${where}
        order by r.played_at desc, r.id desc
        limit ${page.size} offset ${(page.page - 1) * page.size}`,
    ),
  ]);
  return { total: count?.n ?? 0, rows };
}

/** The W-L-T of the member's league rows (the 명함). */
export async function leagueTally(db: DbOrTx, userId: string): Promise<RecordTally> {
  const [row] = await queryRows<RecordTally>(
    db,
    sql`select ${TALLY} from match_record r where r.user_id = ${userId} and r.source = 'league'`,
  );
  return row ?? { wins: 0, losses: 0, ties: 0 };
}

/** Which of the archetype ids exist. */
export async function existingArchetypeIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: deckArchetype.id })
    .from(deckArchetype)
    .where(inArray(deckArchetype.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function insertRecord(db: DbOrTx, values: MatchRecordInsert): Promise<number> {
  const [row] = await db.insert(matchRecord).values(values).returning({ id: matchRecord.id });
  return row!.id;
}

export async function findRecord(
  db: DbOrTx,
  id: number,
): Promise<Pick<MatchRecordRow, 'id' | 'userId' | 'source'> | undefined> {
  const [row] = await db
    .select({ id: matchRecord.id, userId: matchRecord.userId, source: matchRecord.source })
    .from(matchRecord)
    .where(eq(matchRecord.id, id))
    .limit(1);
  return row;
}

/** Deletes the row only while it is the member's own casual row; false when nothing matched. */
export async function deleteCasualRecord(db: DbOrTx, id: number, userId: string): Promise<boolean> {
  const rows = await db
    .delete(matchRecord)
    .where(and(eq(matchRecord.id, id), eq(matchRecord.userId, userId), eq(matchRecord.source, 'casual')))
    .returning({ id: matchRecord.id });
  return rows.length > 0;
}
