import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row;
}

export async function findUserType(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ type: users.type }).from(users).where(eq(users.userId, userId)).limit(1);
  return row?.type;
}

export async function touchLastVisit(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ lastVisit: new Date() }).where(eq(users.userId, userId));
}
