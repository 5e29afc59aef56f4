import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { officialPlayer } from '../db/schema/index';

/** Players of official events and their results (decision 034). */

export type PlayerRow = typeof officialPlayer.$inferSelect;

export interface PlayerItemRow {
  id: number;
  name: string;
  country_code: string;
  claimed: boolean;
  event_count: number;
  best_finish: number | null;
}

export interface PlayerResultRow {
  league_id: number;
  league_name: string;
  type_name: string;
  event_date: string;
  division: string;
  placement: number;
  archetype_id: number | null;
  archetype_name: string | null;
  wins: number;
  losses: number;
  ties: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const PLAYER_ITEM = sql`select p.id, p.name, p.country_code, p.user_id is not null as claimed,
    count(s.id)::int as event_count, min(s.placement)::int as best_finish
  from official_player p left join official_standing s on s.player_id = p.id`;

/** Players whose printed name holds the text (spaces ignored, as the name key does), by name. */
export async function listPlayers(
  db: DbOrTx,
  text: string,
  page: { page: number; size: number },
): Promise<{ total: number; rows: PlayerItemRow[] }> {
  const key = `%${escapeLike(text.toLowerCase().replace(/\s+/g, ''))}%`;
  const where = text === '' ? sql`true` : sql`p.name_key like ${key}`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from official_player p where ${where}`,
  );
  const rows = await queryRows<PlayerItemRow>(
    db,
    sql`${PLAYER_ITEM} where ${where} group by p.id order by p.name, p.id
        limit ${page.size} offset ${(page.page - 1) * page.size}`,
  );
  return { total: count?.n ?? 0, rows };
}

export async function findPlayerItem(db: DbOrTx, id: number): Promise<PlayerItemRow | undefined> {
  const [row] = await queryRows<PlayerItemRow>(db, sql`${PLAYER_ITEM} where p.id = ${id} group by p.id`);
  return row;
}

/** Newest first. */
export function listPlayerResults(db: DbOrTx, playerId: number): Promise<PlayerResultRow[]> {
  return queryRows<PlayerResultRow>(
    db,
    sql`select l.id as league_id, l.name as league_name, t.name as type_name, s.event_date::text as event_date,
          s.division, s.placement, s.archetype_id, a.name_kr as archetype_name,
          s.wins::int as wins, s.losses::int as losses, s.ties::int as ties
        from official_standing s
        join official_league l on l.id = s.league_id
        join official_league_type t on t.id = l.type_id
        left join deck_archetype a on a.id = s.archetype_id
        where s.player_id = ${playerId}
        order by s.event_date desc, s.league_id desc`,
  );
}

export async function findPlayer(db: DbOrTx, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(officialPlayer).where(eq(officialPlayer.id, id)).limit(1);
  return row;
}

export async function lockPlayer(tx: Tx, id: number): Promise<PlayerRow | undefined> {
  const [row] = await tx.select().from(officialPlayer).where(eq(officialPlayer.id, id)).for('update');
  return row;
}

export async function findPlayerOfUser(db: DbOrTx, userId: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(officialPlayer).where(eq(officialPlayer.userId, userId)).limit(1);
  return row;
}

export async function setPlayerUser(tx: Tx, id: number, userId: string): Promise<void> {
  await tx.update(officialPlayer).set({ userId }).where(eq(officialPlayer.id, id));
}
