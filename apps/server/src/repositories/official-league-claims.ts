import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { officialPlayer, officialPlayerClaim, users } from '../db/schema/index';

/** Members' claims of player names (decision 034). */

export type ClaimRow = typeof officialPlayerClaim.$inferSelect;

export interface ClaimItemRow {
  id: number;
  userId: string;
  nickname: string | null;
  playerId: number;
  playerName: string;
  status: string;
  created: Date;
  handledAt: Date | null;
}

function selectClaims(db: DbOrTx) {
  return db
    .select({
      id: officialPlayerClaim.id,
      userId: officialPlayerClaim.userId,
      nickname: users.nickname,
      playerId: officialPlayerClaim.playerId,
      playerName: officialPlayer.name,
      status: officialPlayerClaim.status,
      created: officialPlayerClaim.created,
      handledAt: officialPlayerClaim.handledAt,
    })
    .from(officialPlayerClaim)
    .innerJoin(officialPlayer, eq(officialPlayer.id, officialPlayerClaim.playerId))
    .leftJoin(users, eq(users.userId, officialPlayerClaim.userId));
}

export const listClaimsOfUser = (db: DbOrTx, userId: string): Promise<ClaimItemRow[]> =>
  selectClaims(db).where(eq(officialPlayerClaim.userId, userId)).orderBy(desc(officialPlayerClaim.id));

export async function listClaims(
  db: DbOrTx,
  status: string | null,
  page: { page: number; size: number },
): Promise<{ total: number; rows: ClaimItemRow[] }> {
  const where: SQL = status === null ? sql`true` : eq(officialPlayerClaim.status, status);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(officialPlayerClaim)
    .where(where);
  const rows = await selectClaims(db)
    .where(where)
    .orderBy(desc(officialPlayerClaim.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: count?.n ?? 0, rows };
}

/** Whether anyone but `userId` has a claim of the player waiting. */
export async function hasPendingClaimByOther(db: DbOrTx, playerId: number, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: officialPlayerClaim.id })
    .from(officialPlayerClaim)
    .where(
      and(
        eq(officialPlayerClaim.playerId, playerId),
        eq(officialPlayerClaim.status, '접수'),
        ne(officialPlayerClaim.userId, userId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findPendingClaimOfUser(db: DbOrTx, userId: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(officialPlayerClaim)
    .where(and(eq(officialPlayerClaim.userId, userId), eq(officialPlayerClaim.status, '접수')))
    .limit(1);
  return row;
}

/** A new claim, or a refused one of the same name filed again. */
export async function upsertClaim(tx: Tx, userId: string, playerId: number): Promise<number> {
  const [row] = await tx
    .insert(officialPlayerClaim)
    .values({ userId, playerId })
    .onConflictDoUpdate({
      target: [officialPlayerClaim.userId, officialPlayerClaim.playerId],
      set: { status: '접수', handledBy: null, handledAt: null, created: sql`now()` },
    })
    .returning({ id: officialPlayerClaim.id });
  return row!.id;
}

export async function lockClaim(tx: Tx, id: number): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .select()
    .from(officialPlayerClaim)
    .where(eq(officialPlayerClaim.id, id))
    .for('update');
  return row;
}

export async function decideClaim(
  tx: Tx,
  id: number,
  status: '승인' | '거절',
  handledBy: string,
): Promise<void> {
  await tx
    .update(officialPlayerClaim)
    .set({ status, handledBy, handledAt: sql`now()` })
    .where(eq(officialPlayerClaim.id, id));
}

/** Once a name is confirmed, the other members' waiting claims of it are refused with it. */
export async function refuseOtherPendingClaims(
  tx: Tx,
  playerId: number,
  exceptId: number,
  handledBy: string,
) {
  await tx
    .update(officialPlayerClaim)
    .set({ status: '거절', handledBy, handledAt: sql`now()` })
    .where(
      and(
        eq(officialPlayerClaim.playerId, playerId),
        eq(officialPlayerClaim.status, '접수'),
        ne(officialPlayerClaim.id, exceptId),
      ),
    );
}
