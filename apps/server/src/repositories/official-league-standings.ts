import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { deckArchetype, officialPlayer, officialStanding, officialStandingCard } from '../db/schema/index';

/** An event's standings and their decklist cards (decision 034). */

export interface StandingInsert {
  leagueId: number;
  placement: number;
  playerId: number;
  archetypeId: number | null;
  deckText: string;
  wins: number;
  losses: number;
  ties: number;
  eventDate: string;
  division: string;
  typeId: number;
  /** English card id → copies in the list. */
  cards: Map<string, number>;
}

/**
 * The players printed under these names, created on first sight, in one statement: name key → player id.
 * The upsert touches a row on a conflict so that it always answers the id, also when a concurrent paste
 * created the player first. Names that share a key are one player (the first spelling is kept).
 */
export async function findOrCreatePlayers(
  tx: Tx,
  players: { name: string; nameKey: string }[],
  countryCode: string,
): Promise<Map<string, number>> {
  const byKey = new Map<string, string>();
  for (const p of players) if (!byKey.has(p.nameKey)) byKey.set(p.nameKey, p.name);
  if (byKey.size === 0) return new Map();
  const rows = await tx
    .insert(officialPlayer)
    .values([...byKey].map(([nameKey, name]) => ({ name, nameKey, countryCode })))
    .onConflictDoUpdate({ target: officialPlayer.nameKey, set: { nameKey: sql`excluded.name_key` } })
    .returning({ id: officialPlayer.id, nameKey: officialPlayer.nameKey });
  return new Map(rows.map((r) => [r.nameKey, r.id]));
}

export async function deleteStandings(tx: Tx, leagueId: number): Promise<void> {
  await tx.delete(officialStanding).where(eq(officialStanding.leagueId, leagueId));
}

export async function insertStanding(tx: Tx, values: StandingInsert): Promise<number> {
  const { cards, ...row } = values;
  const [inserted] = await tx.insert(officialStanding).values(row).returning({ id: officialStanding.id });
  const standingId = inserted!.id;
  if (cards.size > 0) {
    await tx
      .insert(officialStandingCard)
      .values([...cards].map(([cardId, amount]) => ({ standingId, cardId, amount })));
  }
  return standingId;
}

export interface StandingRow {
  id: number;
  placement: number;
  playerId: number;
  playerName: string;
  archetypeId: number | null;
  archetypeName: string | null;
  deckText: string;
  wins: number;
  losses: number;
  ties: number;
}

export function listStandings(db: DbOrTx, leagueId: number): Promise<StandingRow[]> {
  return db
    .select({
      id: officialStanding.id,
      placement: officialStanding.placement,
      playerId: officialStanding.playerId,
      playerName: officialPlayer.name,
      archetypeId: officialStanding.archetypeId,
      archetypeName: deckArchetype.nameKr,
      deckText: officialStanding.deckText,
      wins: officialStanding.wins,
      losses: officialStanding.losses,
      ties: officialStanding.ties,
    })
    .from(officialStanding)
    .innerJoin(officialPlayer, eq(officialPlayer.id, officialStanding.playerId))
    .leftJoin(deckArchetype, eq(deckArchetype.id, officialStanding.archetypeId))
    .where(eq(officialStanding.leagueId, leagueId))
    .orderBy(asc(officialStanding.placement));
}

export function listStandingCards(db: DbOrTx, standingIds: readonly number[]) {
  if (standingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(officialStandingCard)
    .where(inArray(officialStandingCard.standingId, [...standingIds]));
}

export async function findStandingLeagueId(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ leagueId: officialStanding.leagueId })
    .from(officialStanding)
    .where(eq(officialStanding.id, id))
    .limit(1);
  return row?.leagueId;
}

export async function setStandingArchetype(
  db: DbOrTx,
  id: number,
  archetypeId: number | null,
): Promise<void> {
  await db.update(officialStanding).set({ archetypeId }).where(eq(officialStanding.id, id));
}
