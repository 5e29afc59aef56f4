import { asc, eq, inArray, sql } from 'drizzle-orm';
import { arrayParam } from '../db/array-param';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
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

/** Staff's choice, kept over the key-card tag; answers the standing's day, undefined when it is gone. */
export async function setStandingArchetype(
  db: DbOrTx,
  id: number,
  archetypeId: number | null,
): Promise<string | undefined> {
  const [row] = await db
    .update(officialStanding)
    .set({ archetypeId, archetypeChosen: true })
    .where(eq(officialStanding.id, id))
    .returning({ eventDate: officialStanding.eventDate });
  return row?.eventDate;
}

/** Which standings to tag again: those tagged with these archetypes, holding these cards, or these. */
export interface RetagTarget {
  archetypeIds?: readonly number[];
  keyCardNames?: readonly string[];
  standingIds?: readonly number[];
}

/**
 * Tags again, with the archetypes as they are now, the target standings that staff did not tag by hand
 * (the rule of leagues/tagger.ts: the key card held, the higher priority, then the lower id). Answers the
 * days of the standings looked at, for the rollup.
 */
export async function retagStandings(tx: Tx, target: RetagTarget): Promise<string[]> {
  // Matched as the tagger matches (leagues/tagger.ts): trimmed, case folded.
  const keyNames = (target.keyCardNames ?? []).map((n) => n.trim().toLowerCase());
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`update official_standing s set archetype_id = (
        select a.id from official_standing_card c
        join card_en e on e.id = c.card_id
        join deck_archetype a on lower(trim(a.key_card_name)) = lower(trim(e.name))
        where c.standing_id = s.id and c.amount > 0
        order by a.priority desc, a.id limit 1)
      where not s.archetype_chosen and s.id in (
        select t.id from official_standing t where t.archetype_id = any(${arrayParam(target.archetypeIds ?? [], 'int')})
        union
        select c.standing_id from card_en e
        join official_standing_card c on c.card_id = e.id
        where lower(trim(e.name)) = any(${arrayParam(keyNames, 'text')})
        union
        select unnest(${arrayParam(target.standingIds ?? [], 'int')}))
      returning to_char(s.event_date, 'YYYY-MM-DD') as day`,
  );
  return [...new Set(rows.map((r) => r.day))];
}

/** The standings tagged with an archetype, hand-chosen or not, released to the key-card tag. */
export async function releaseArchetypeStandings(tx: Tx, archetypeId: number): Promise<number[]> {
  const rows = await tx
    .update(officialStanding)
    .set({ archetypeChosen: false })
    .where(eq(officialStanding.archetypeId, archetypeId))
    .returning({ id: officialStanding.id });
  return rows.map((r) => r.id);
}
