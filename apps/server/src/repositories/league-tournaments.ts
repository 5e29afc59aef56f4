import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TournamentStatus } from '@carddogam/contract/calls/league';
import { arrayParam } from '../db/array-param';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { leagueTournament } from '../db/schema/index';
import { seoulDateTime, seoulDateTimeSeconds } from '../db/seoul-time';

/** The online league's tournaments (decision 035). */

export type TournamentRow = typeof leagueTournament.$inferSelect;
export type TournamentInsert = typeof leagueTournament.$inferInsert;

/** A tournament as the lists show it, times in Korean wall time. */
export interface TournamentItemRow {
  id: number;
  name: string;
  format: string;
  regulation_marks: string[];
  starts_at: string;
  registration_opens_at: string;
  status: TournamentStatus;
  player_count: number;
  max_players: number;
  round_minutes: number;
  top_cut: number;
  swiss_rounds: number | null;
  current_round: number;
  round_started_at: string | null;
  auto: boolean;
  winner_entry_id: number | null;
  winner_name: string | null;
}

const ITEM_COLUMNS = sql`t.id, t.name, t.format, t.regulation_marks,
  ${seoulDateTime(sql`t.starts_at`)} as starts_at,
  ${seoulDateTime(sql`t.registration_opens_at`)} as registration_opens_at,
  t.status, (select count(*)::int from league_entry e where e.tournament_id = t.id) as player_count,
  t.max_players, t.round_minutes::int as round_minutes, t.top_cut::int as top_cut,
  t.swiss_rounds::int as swiss_rounds, t.current_round::int as current_round,
  case when t.round_started_at is null then null else ${seoulDateTimeSeconds(sql`t.round_started_at`)} end
    as round_started_at,
  t.auto_rule_id is not null as auto, w.id as winner_entry_id, w.ptcgl_name as winner_name`;
const ITEM_FROM = sql`from league_tournament t
  left join lateral (select e.id, p.ptcgl_name from league_entry e
    join league_player p on p.id = e.player_id
    where e.tournament_id = t.id and e.placement = 1 limit 1) w on true`;

function selectItems(where: SQL, tail: SQL = sql``): SQL {
  return sql`select ${ITEM_COLUMNS} ${ITEM_FROM} where ${where} ${tail}`;
}

export async function findTournamentItem(db: DbOrTx, id: number): Promise<TournamentItemRow | undefined> {
  const [row] = await queryRows<TournamentItemRow>(db, selectItems(sql`t.id = ${id}`));
  return row;
}

/** Tournaments of the given statuses (all when null), the latest start first. */
export async function listTournaments(
  db: DbOrTx,
  statuses: readonly TournamentStatus[] | null,
  page: { page: number; size: number },
): Promise<{ total: number; rows: TournamentItemRow[] }> {
  const where = statuses === null ? sql`true` : sql`t.status = any(${arrayParam(statuses, 'text')})`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from league_tournament t where ${where}`,
  );
  const rows = await queryRows<TournamentItemRow>(
    db,
    selectItems(
      where,
      sql`order by t.starts_at desc, t.id desc limit ${page.size} offset ${(page.page - 1) * page.size}`,
    ),
  );
  return { total: count?.n ?? 0, rows };
}

/** The tournaments a member entered, the latest start first. */
export function listTournamentsOfUser(db: DbOrTx, userId: string): Promise<TournamentItemRow[]> {
  return queryRows<TournamentItemRow>(
    db,
    selectItems(
      sql`exists (select 1 from league_entry e where e.tournament_id = t.id and e.user_id = ${userId})`,
      sql`order by t.starts_at desc, t.id desc limit 100`,
    ),
  );
}

export async function findTournament(db: DbOrTx, id: number): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(leagueTournament).where(eq(leagueTournament.id, id)).limit(1);
  return row;
}

/**
 * The tournament's row, locked until the transaction ends. Every write that changes who plays or which
 * round is on (registration, start, next round, drops, staff settling a match) takes it first, so they
 * happen one at a time and a seat count or a round check cannot be overtaken.
 */
export async function lockTournament(tx: Tx, id: number): Promise<TournamentRow | undefined> {
  const [row] = await tx.select().from(leagueTournament).where(eq(leagueTournament.id, id)).for('update');
  return row;
}

export async function insertTournament(db: DbOrTx, values: TournamentInsert): Promise<number> {
  const [row] = await db.insert(leagueTournament).values(values).returning({ id: leagueTournament.id });
  return row!.id;
}

export async function updateTournament(
  tx: Tx,
  id: number,
  values: PgUpdateSetSource<typeof leagueTournament>,
): Promise<void> {
  await tx.update(leagueTournament).set(values).where(eq(leagueTournament.id, id));
}

/** The database's clock as Korean wall time to the second: the round timer follows the server, not the phone. */
export async function serverNow(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ now: string }>(db, sql`select ${seoulDateTimeSeconds(sql`now()`)} as now`);
  return row!.now;
}
