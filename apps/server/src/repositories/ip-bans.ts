import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ipBan } from '../db/schema/index';

export type IpBanRow = typeof ipBan.$inferSelect;

export function listIpBans(db: DbOrTx): Promise<IpBanRow[]> {
  return db.select().from(ipBan).orderBy(desc(ipBan.created), ipBan.ip);
}

export async function listBannedIps(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ ip: ipBan.ip }).from(ipBan);
  return rows.map((r) => r.ip);
}

export async function upsertIpBan(
  db: DbOrTx,
  row: { ip: string; reason: string; bannedBy: string },
): Promise<IpBanRow> {
  const [saved] = await db
    .insert(ipBan)
    .values(row)
    .onConflictDoUpdate({ target: ipBan.ip, set: { reason: row.reason, bannedBy: row.bannedBy } })
    .returning();
  return saved!;
}

export async function deleteIpBan(db: DbOrTx, ip: string): Promise<number> {
  const rows = await db.delete(ipBan).where(eq(ipBan.ip, ip)).returning({ ip: ipBan.ip });
  return rows.length;
}
