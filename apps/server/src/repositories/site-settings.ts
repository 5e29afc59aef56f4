import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { siteSetting, users } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';

/** The site's remaining options, one JSON value per key (site_setting; decision 037). */

export async function readSetting(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      value: siteSetting.value,
      updated: seoulDateTime(sql`${siteSetting.updated}`),
      updatedBy: users.nickname,
    })
    .from(siteSetting)
    .leftJoin(users, eq(users.userId, siteSetting.updatedBy))
    .where(eq(siteSetting.key, key))
    .limit(1);
  return row;
}

/** The stored value, locked until the transaction ends (undefined when none is stored yet). */
export async function lockSettingValue(tx: Tx, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ value: siteSetting.value })
    .from(siteSetting)
    .where(eq(siteSetting.key, key))
    .for('update');
  return row?.value;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown, userId: string): Promise<void> {
  await db
    .insert(siteSetting)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedBy: userId, updated: sql`now()` } });
}
