import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { leaguePlayer, users } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';

/** Members' applications to play in the online league with their PTCGL name and ID (decision 035). */

export type PlayerRow = typeof leaguePlayer.$inferSelect;

export interface ApplicationItemRow {
  id: number;
  userId: string;
  nickname: string | null;
  ptcglName: string;
  ptcglUid: string;
  status: '접수' | '승인' | '거절';
  memo: string | null;
  created: string;
  handledAt: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectApplications(db: DbOrTx) {
  return db
    .select({
      id: leaguePlayer.id,
      userId: leaguePlayer.userId,
      nickname: users.nickname,
      ptcglName: leaguePlayer.ptcglName,
      ptcglUid: leaguePlayer.ptcglUid,
      status: sql<ApplicationItemRow['status']>`${leaguePlayer.status}`,
      memo: leaguePlayer.memo,
      created: seoulDateTime(sql`${leaguePlayer.created}`),
      handledAt: sql<string | null>`case when ${leaguePlayer.handledAt} is null then null
        else ${seoulDateTime(sql`${leaguePlayer.handledAt}`)} end`,
    })
    .from(leaguePlayer)
    .leftJoin(users, eq(users.userId, leaguePlayer.userId));
}

/** A new application; a second live one of the member or of the PTCGL ID breaks a unique index. */
export async function insertApplication(
  db: DbOrTx,
  values: { userId: string; ptcglName: string; ptcglUid: string },
): Promise<number> {
  const [row] = await db.insert(leaguePlayer).values(values).returning({ id: leaguePlayer.id });
  return row!.id;
}

/** The member's live application (접수 or 승인), if any. */
export async function findLiveApplication(db: DbOrTx, userId: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(leaguePlayer)
    .where(and(eq(leaguePlayer.userId, userId), ne(leaguePlayer.status, '거절')))
    .limit(1);
  return row;
}

/** The member's approved player row: who may enter tournaments. */
export async function findApprovedPlayer(db: DbOrTx, userId: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(leaguePlayer)
    .where(and(eq(leaguePlayer.userId, userId), eq(leaguePlayer.status, '승인')))
    .limit(1);
  return row;
}

/** The member's latest application, whatever its status. */
export async function findLatestApplication(
  db: DbOrTx,
  userId: string,
): Promise<ApplicationItemRow | undefined> {
  const [row] = await selectApplications(db)
    .where(eq(leaguePlayer.userId, userId))
    .orderBy(desc(leaguePlayer.id))
    .limit(1);
  return row;
}

export async function listApplications(
  db: DbOrTx,
  filter: { status: string | null; text: string },
  page: { page: number; size: number },
): Promise<{ total: number; rows: ApplicationItemRow[] }> {
  const conditions: SQL[] = [];
  if (filter.status !== null) conditions.push(eq(leaguePlayer.status, filter.status));
  if (filter.text !== '') {
    const like = `%${escapeLike(filter.text)}%`;
    conditions.push(
      or(
        ilike(leaguePlayer.ptcglName, like),
        ilike(leaguePlayer.ptcglUid, like),
        ilike(leaguePlayer.userId, like),
        ilike(users.nickname, like),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions)! : sql`true`;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leaguePlayer)
    .leftJoin(users, eq(users.userId, leaguePlayer.userId))
    .where(where);
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(desc(leaguePlayer.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: count?.n ?? 0, rows };
}

/** The application's row, locked until the transaction ends, so two staff cannot decide it both. */
export async function lockApplication(tx: Tx, id: number): Promise<PlayerRow | undefined> {
  const [row] = await tx.select().from(leaguePlayer).where(eq(leaguePlayer.id, id)).for('update');
  return row;
}

export async function decideApplication(
  tx: Tx,
  id: number,
  decision: { status: '승인' | '거절'; handledBy: string; memo: string | null },
): Promise<void> {
  await tx
    .update(leaguePlayer)
    .set({ ...decision, handledAt: sql`now()` })
    .where(eq(leaguePlayer.id, id));
}
