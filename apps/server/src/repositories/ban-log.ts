import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { userBanLog } from '../db/schema/index';

export type BanLogRow = typeof userBanLog.$inferSelect;

export async function insertBanLog(db: DbOrTx, row: typeof userBanLog.$inferInsert): Promise<void> {
  await db.insert(userBanLog).values(row);
}

export async function listBanLog(
  db: DbOrTx,
  filter: { userId?: string; page: number; size: number },
): Promise<{ total: number; rows: BanLogRow[] }> {
  const where = filter.userId ? eq(userBanLog.userId, filter.userId) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(userBanLog)
    .where(where);
  const rows = await db
    .select()
    .from(userBanLog)
    .where(where)
    .orderBy(desc(userBanLog.created), desc(userBanLog.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { total: count?.total ?? 0, rows };
}
