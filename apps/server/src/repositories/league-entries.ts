import { and, eq, isNull, sql } from 'drizzle-orm';
import { arrayParam } from '../db/array-param';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { leagueEntry } from '../db/schema/index';

/** Players' entries in the online league's tournaments, with their decklists (decision 035). */

export type EntryRecord = typeof leagueEntry.$inferSelect;

/** An entry with the names the pages show. */
export interface EntryRow {
  id: number;
  user_id: string;
  nickname: string | null;
  ptcgl_name: string;
  archetype_id: number | null;
  archetype_name: string | null;
  dropped_after_round: number | null;
  placement: number | null;
  deck_text: string;
  deck_cards: Array<{ card_id: string; amount: number }>;
}

/** Every entry of a tournament in the order they registered. */
export function listEntries(db: DbOrTx, tournamentId: number): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`select e.id, e.user_id, u.nickname, p.ptcgl_name, e.archetype_id, a.name_kr as archetype_name,
        e.dropped_after_round::int as dropped_after_round, e.placement::int as placement, e.deck_text,
        e.deck_cards
      from league_entry e
      join league_player p on p.id = e.player_id
      left join users u on u.user_id = e.user_id
      left join deck_archetype a on a.id = e.archetype_id
      where e.tournament_id = ${tournamentId}
      order by e.id`,
  );
}

export async function findEntry(db: DbOrTx, id: number): Promise<EntryRecord | undefined> {
  const [row] = await db.select().from(leagueEntry).where(eq(leagueEntry.id, id)).limit(1);
  return row;
}

export async function findEntryOfUser(
  db: DbOrTx,
  tournamentId: number,
  userId: string,
): Promise<EntryRecord | undefined> {
  const [row] = await db
    .select()
    .from(leagueEntry)
    .where(and(eq(leagueEntry.tournamentId, tournamentId), eq(leagueEntry.userId, userId)))
    .limit(1);
  return row;
}

export async function countEntries(db: DbOrTx, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leagueEntry)
    .where(eq(leagueEntry.tournamentId, tournamentId));
  return row?.n ?? 0;
}

export interface EntryDeck {
  deckText: string;
  deckCards: Array<{ card_id: string; amount: number }>;
  archetypeId: number | null;
}

export async function insertEntry(
  tx: Tx,
  values: { tournamentId: number; playerId: number; userId: string } & EntryDeck,
): Promise<number> {
  const [row] = await tx.insert(leagueEntry).values(values).returning({ id: leagueEntry.id });
  return row!.id;
}

export async function updateEntryDeck(tx: Tx, id: number, deck: EntryDeck): Promise<void> {
  await tx.update(leagueEntry).set(deck).where(eq(leagueEntry.id, id));
}

export async function deleteEntry(tx: Tx, id: number): Promise<void> {
  await tx.delete(leagueEntry).where(eq(leagueEntry.id, id));
}

/** Marks the entry dropped after `round`; false when it had dropped already. */
export async function dropEntry(tx: Tx, id: number, round: number): Promise<boolean> {
  const rows = await tx
    .update(leagueEntry)
    .set({ droppedAfterRound: round })
    .where(and(eq(leagueEntry.id, id), isNull(leagueEntry.droppedAfterRound)))
    .returning({ id: leagueEntry.id });
  return rows.length > 0;
}

/** Every entry's final placement, in one statement. */
export async function setPlacements(tx: Tx, placements: ReadonlyArray<{ id: number; placement: number }>) {
  if (placements.length === 0) return;
  await tx.execute(
    sql`update league_entry e set placement = v.placement
      from unnest(${arrayParam(
        placements.map((p) => p.id),
        'int',
      )}, ${arrayParam(
        placements.map((p) => p.placement),
        'int',
      )}) as v(id, placement)
      where e.id = v.id`,
  );
}

/**
 * Which of these English card names some English print carries with one of the regulation marks: the
 * cards a tournament of those marks allows (a reprint keeps an older card legal).
 */
export async function namesPrintedWithMarks(
  db: DbOrTx,
  names: readonly string[],
  marks: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct name from card_en
      where name = any(${arrayParam(names, 'text')}) and regulation_mark = any(${arrayParam(marks, 'text')})`,
  );
  return new Set(rows.map((r) => r.name));
}

/** The subtypes of English cards by id ('Basic', 'ACE SPEC', 'Radiant', …), for the tournament deck rules. */
export async function subtypesOfCards(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; subtypes: string[] }>(
    db,
    sql`select id, subtypes from card_en where id = any(${arrayParam([...new Set(ids)], 'text')})`,
  );
  return new Map(rows.map((r) => [r.id, r.subtypes]));
}
