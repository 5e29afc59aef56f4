import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { siteSetting } from '../db/schema/index';

/**
 * The policy pages' saved texts live in site_setting ('policy:{page}'); reading and writing them goes
 * through repositories/site-settings.ts. Only removing one, which brings the built-in text back, is here.
 */
export async function deleteSetting(db: DbOrTx, key: string): Promise<void> {
  await db.delete(siteSetting).where(eq(siteSetting.key, key));
}
