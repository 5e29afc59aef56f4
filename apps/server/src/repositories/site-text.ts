import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { siteText } from '../db/schema/index';

/** Texts staff edit on a screen of their own, by key (e.g. 'pointmall_guide'). */

export async function readSiteText(db: DbOrTx, key: string): Promise<string> {
  const [row] = await db.select({ content: siteText.content }).from(siteText).where(eq(siteText.key, key));
  return row?.content ?? '';
}

export async function saveSiteText(db: DbOrTx, key: string, content: string, by: string): Promise<void> {
  await db
    .insert(siteText)
    .values({ key, content, updatedBy: by })
    .onConflictDoUpdate({ target: siteText.key, set: { content, updatedBy: by, updated: sql`now()` } });
}
