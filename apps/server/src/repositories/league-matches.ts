import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MatchOutcome, MatchResult } from '@carddogam/contract/calls/league';
import { arrayParam } from '../db/array-param';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { leagueMatch, matchRecord } from '../db/schema/index';

/** The matches of the online league's tournaments and the match records they write (decision 035). */

export type MatchRecordRow = typeof leagueMatch.$inferSelect;

/** A match with its players' PTCGL names, for the tournament page. */
export interface MatchRow {
  id: number;
  round: number;
  stage: 'swiss' | 'top_cut';
  table_no: number;
  player1_entry_id: number;
  player1_name: string;
  player2_entry_id: number | null;
  player2_name: string | null;
  report1: MatchOutcome | null;
  report2: MatchOutcome | null;
  result: MatchResult | null;
  disputed: boolean;
}

/** Every match of a tournament, round by round and table by table. */
export function listMatches(db: DbOrTx, tournamentId: number): Promise<MatchRow[]> {
  return queryRows<MatchRow>(
    db,
    sql`select m.id, m.round::int as round, m.stage, m.table_no::int as table_no,
        m.player1_entry_id, p1.ptcgl_name as player1_name, m.player2_entry_id, p2.ptcgl_name as player2_name,
        m.report1, m.report2, m.result, m.disputed
      from league_match m
      join league_entry e1 on e1.id = m.player1_entry_id
      join league_player p1 on p1.id = e1.player_id
      left join league_entry e2 on e2.id = m.player2_entry_id
      left join league_player p2 on p2.id = e2.player_id
      where m.tournament_id = ${tournamentId}
      order by m.round, m.table_no`,
  );
}

export interface NewTable {
  tableNo: number;
  player1: number;
  player2: number | null;
}

/** A round's tables in one statement; a bye is final at once. */
export async function insertRound(
  tx: Tx,
  tournamentId: number,
  round: number,
  stage: 'swiss' | 'top_cut',
  tables: readonly NewTable[],
): Promise<void> {
  if (tables.length === 0) return;
  await tx.insert(leagueMatch).values(
    tables.map((t) => ({
      tournamentId,
      round,
      stage,
      tableNo: t.tableNo,
      player1EntryId: t.player1,
      player2EntryId: t.player2,
      result: t.player2 === null ? 'bye' : null,
      finishedAt: t.player2 === null ? sql`now()` : null,
    })),
  );
}

/** How many matches of the round have no result yet. */
export async function countOpenMatches(db: DbOrTx, tournamentId: number, round: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leagueMatch)
    .where(
      and(
        eq(leagueMatch.tournamentId, tournamentId),
        eq(leagueMatch.round, round),
        isNull(leagueMatch.result),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The match's row, locked until the transaction ends: the two players' reports of one match are taken
 * one after the other, so the second always sees the first.
 */
export async function lockMatch(tx: Tx, id: number): Promise<MatchRecordRow | undefined> {
  const [row] = await tx.select().from(leagueMatch).where(eq(leagueMatch.id, id)).for('update');
  return row;
}

export async function findMatch(db: DbOrTx, id: number): Promise<MatchRecordRow | undefined> {
  const [row] = await db.select().from(leagueMatch).where(eq(leagueMatch.id, id)).limit(1);
  return row;
}

export async function updateMatch(
  tx: Tx,
  id: number,
  values: Partial<
    Pick<MatchRecordRow, 'report1' | 'report2' | 'result' | 'disputed' | 'firstEntryId' | 'resolvedBy'>
  >,
  final: boolean,
): Promise<void> {
  await tx
    .update(leagueMatch)
    .set({ ...values, ...(final ? { finishedAt: sql`now()` } : {}) })
    .where(eq(leagueMatch.id, id));
}

/** One side of a match as the match record needs it. */
export interface MatchSide {
  entry_id: number;
  user_id: string;
  ptcgl_name: string;
  archetype_id: number | null;
}

export async function findSides(db: DbOrTx, entryIds: readonly number[]): Promise<Map<number, MatchSide>> {
  const rows = await queryRows<MatchSide>(
    db,
    sql`select e.id as entry_id, e.user_id, p.ptcgl_name, e.archetype_id
      from league_entry e join league_player p on p.id = e.player_id
      where e.id = any(${arrayParam(entryIds, 'int')})`,
  );
  return new Map(rows.map((r) => [r.entry_id, r]));
}

export interface LeagueRecordLine {
  userId: string;
  leagueMatchId: number;
  myArchetypeId: number | null;
  opponentArchetypeId: number | null;
  opponentName: string;
  wentFirst: boolean | null;
  result: MatchOutcome;
}

/**
 * The match record rows of a final league match, one per player (/record). A match settled again by staff
 * changes the rows it wrote before rather than adding new ones.
 */
export async function upsertLeagueRecords(tx: Tx, lines: readonly LeagueRecordLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(matchRecord)
    .values(lines.map((l) => ({ ...l, source: 'league', playedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: [matchRecord.leagueMatchId, matchRecord.userId],
      targetWhere: sql`league_match_id is not null`,
      set: { result: sql`excluded.result`, wentFirst: sql`excluded.went_first` },
    });
}
