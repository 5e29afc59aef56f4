import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/index';
import { seoulDayStart } from '../db/seoul-time';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<UserInsert, 'userId' | 'created' | 'point'>>;

export async function findUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row;
}

/** Login ids are unique without case (migration 0004), so 'Ash' finds 'ash'. */
export async function findUserByLoginId(db: DbOrTx, loginId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userId}) = lower(${loginId})`)
    .limit(1);
  return row;
}

export async function findUsersByEmail(db: DbOrTx, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

export async function findUserType(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ type: users.type }).from(users).where(eq(users.userId, userId)).limit(1);
  return row?.type;
}

export async function touchLastVisit(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ lastVisit: new Date() }).where(eq(users.userId, userId));
}

async function exists(db: DbOrTx, where: SQL): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

export const userIdTaken = (db: DbOrTx, userId: string) =>
  exists(db, sql`lower(${users.userId}) = lower(${userId})`);
export const nicknameTaken = (db: DbOrTx, nickname: string) => exists(db, eq(users.nickname, nickname));
export const emailTaken = (db: DbOrTx, email: string) =>
  exists(db, sql`lower(${users.email}) = lower(${email})`);

export async function insertUser(db: DbOrTx, values: UserInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, userId: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.userId, userId)).returning();
  return row;
}

export interface UserSearch {
  type?: string;
  q?: string;
  grade?: number;
  /** Join days, Korean calendar days 'YYYY-MM-DD', both ends included. */
  joined_from?: string;
  joined_to?: string;
  page: number;
  size: number;
}


/** Admin member list: newest first, filtered by type, grade, join days and a part of id, nickname or e-mail. */
export async function searchUsers(
  db: DbOrTx,
  search: UserSearch,
): Promise<{ total: number; rows: UserRow[] }> {
  const conditions: SQL[] = [];
  if (search.type) conditions.push(eq(users.type, search.type));
  if (search.grade !== undefined) conditions.push(eq(users.grade, search.grade));
  if (search.joined_from) conditions.push(sql`${users.created} >= ${seoulDayStart(search.joined_from)}`);
  if (search.joined_to)
    conditions.push(sql`${users.created} < ${seoulDayStart(search.joined_to)} + interval '1 day'`);
  if (search.q) {
    const pattern = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(users.userId, pattern), ilike(users.nickname, pattern), ilike(users.email, pattern))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.created), users.userId)
    .limit(search.size)
    .offset((search.page - 1) * search.size);
  return { total: count?.total ?? 0, rows };
}
