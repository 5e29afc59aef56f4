import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { officialLeague, officialLeagueType, officialStanding } from '../db/schema/index';

/** Official events and their types (decision 034). */

export type LeagueInsert = typeof officialLeague.$inferInsert;
export type LeagueRow = typeof officialLeague.$inferSelect;

export interface LeagueItemRow extends LeagueRow {
  typeName: string;
  standingCount: number;
}

export interface LeagueFilter {
  typeId?: number;
  division?: string;
  dateFrom: string;
  dateTo: string;
  countryCode?: string;
  text: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectItems(db: DbOrTx) {
  return db
    .select({
      id: officialLeague.id,
      name: officialLeague.name,
      typeId: officialLeague.typeId,
      eventDate: officialLeague.eventDate,
      venue: officialLeague.venue,
      countryCode: officialLeague.countryCode,
      division: officialLeague.division,
      playerCount: officialLeague.playerCount,
      format: officialLeague.format,
      regulationMarks: officialLeague.regulationMarks,
      userId: officialLeague.userId,
      viewCount: officialLeague.viewCount,
      created: officialLeague.created,
      updated: officialLeague.updated,
      typeName: officialLeagueType.name,
      standingCount: sql<number>`(select count(*)::int from ${officialStanding} where ${officialStanding.leagueId} = ${officialLeague.id})`,
    })
    .from(officialLeague)
    .innerJoin(officialLeagueType, eq(officialLeagueType.id, officialLeague.typeId));
}

function filterCondition(f: LeagueFilter): SQL {
  const conditions: SQL[] = [
    gte(officialLeague.eventDate, f.dateFrom),
    lte(officialLeague.eventDate, f.dateTo),
  ];
  if (f.typeId !== undefined) conditions.push(eq(officialLeague.typeId, f.typeId));
  if (f.division !== undefined) conditions.push(eq(officialLeague.division, f.division));
  if (f.countryCode !== undefined) conditions.push(eq(officialLeague.countryCode, f.countryCode));
  if (f.text !== '') {
    const like = `%${escapeLike(f.text)}%`;
    conditions.push(or(ilike(officialLeague.name, like), ilike(officialLeague.venue, like))!);
  }
  return and(...conditions)!;
}

export async function listLeagues(
  db: DbOrTx,
  filter: LeagueFilter,
  page: { page: number; size: number },
): Promise<{ total: number; rows: LeagueItemRow[] }> {
  const where = filterCondition(filter);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(officialLeague)
    .where(where);
  const rows = (await selectItems(db)
    .where(where)
    .orderBy(desc(officialLeague.eventDate), desc(officialLeague.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size)) as LeagueItemRow[];
  return { total: count?.n ?? 0, rows };
}

export async function findLeagueItem(db: DbOrTx, id: number): Promise<LeagueItemRow | undefined> {
  const [row] = (await selectItems(db).where(eq(officialLeague.id, id)).limit(1)) as LeagueItemRow[];
  return row;
}

/** The event's row, locked until the transaction ends so that its standings are written one paste at a time. */
export async function lockLeague(tx: Tx, id: number): Promise<LeagueRow | undefined> {
  const [row] = await tx.select().from(officialLeague).where(eq(officialLeague.id, id)).for('update');
  return row;
}

export async function findLeague(db: DbOrTx, id: number): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(officialLeague).where(eq(officialLeague.id, id)).limit(1);
  return row;
}

export async function insertLeague(db: DbOrTx, values: LeagueInsert): Promise<number> {
  const [row] = await db.insert(officialLeague).values(values).returning({ id: officialLeague.id });
  return row!.id;
}

export async function updateLeague(db: DbOrTx, id: number, values: Partial<LeagueInsert>): Promise<void> {
  await db
    .update(officialLeague)
    .set({ ...values, updated: sql`now()` })
    .where(eq(officialLeague.id, id));
}

/** The copies of the event's date, division and type in its standings follow the event. */
export async function syncStandingCopies(
  db: DbOrTx,
  league: Pick<LeagueRow, 'id' | 'eventDate' | 'division' | 'typeId'>,
) {
  await db
    .update(officialStanding)
    .set({ eventDate: league.eventDate, division: league.division, typeId: league.typeId })
    .where(eq(officialStanding.leagueId, league.id));
}

export async function deleteLeague(db: DbOrTx, id: number): Promise<void> {
  await db.delete(officialLeague).where(eq(officialLeague.id, id));
}

export async function increaseViewCount(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(officialLeague)
    .set({ viewCount: sql`${officialLeague.viewCount} + 1` })
    .where(eq(officialLeague.id, id))
    .returning({ viewCount: officialLeague.viewCount });
  return row?.viewCount;
}

// Event types (/admin/league/official_league_type).

export const listLeagueTypes = (db: DbOrTx) =>
  db.select().from(officialLeagueType).orderBy(officialLeagueType.sortOrder, officialLeagueType.id);

export async function findLeagueType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(officialLeagueType).where(eq(officialLeagueType.id, id)).limit(1);
  return row;
}

/** A new type goes last. */
export async function insertLeagueType(db: DbOrTx, name: string, isShow: boolean): Promise<number> {
  const [row] = await db
    .insert(officialLeagueType)
    .values({
      name,
      isShow,
      sortOrder: sql`(select coalesce(max(${officialLeagueType.sortOrder}), 0) + 1 from ${officialLeagueType})`,
    })
    .returning({ id: officialLeagueType.id });
  return row!.id;
}

export async function updateLeagueType(
  db: DbOrTx,
  id: number,
  name: string,
  isShow: boolean,
): Promise<boolean> {
  const rows = await db
    .update(officialLeagueType)
    .set({ name, isShow })
    .where(eq(officialLeagueType.id, id))
    .returning({ id: officialLeagueType.id });
  return rows.length > 0;
}

export async function leagueTypeInUse(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: officialLeague.id })
    .from(officialLeague)
    .where(eq(officialLeague.typeId, id))
    .limit(1);
  return rows.length > 0;
}

export async function deleteLeagueType(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(officialLeagueType)
    .where(eq(officialLeagueType.id, id))
    .returning({ id: officialLeagueType.id });
  return rows.length > 0;
}

export async function setLeagueTypeOrder(tx: Tx, id: number, sortOrder: number): Promise<void> {
  await tx.update(officialLeagueType).set({ sortOrder }).where(eq(officialLeagueType.id, id));
}
