import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { importRun } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';

/** Import runs (import_run): what /admin/card/new_card_* call "new" is what the latest runs brought. */

export async function startImportRun(db: DbOrTx): Promise<number> {
  const [row] = await db.insert(importRun).values({}).returning({ id: importRun.id });
  return row!.id;
}

export async function finishImportRun(
  db: DbOrTx,
  id: number,
  summary: Record<string, unknown>,
): Promise<void> {
  await db.update(importRun).set({ finished: new Date(), summary }).where(eq(importRun.id, id));
}

export async function listImportRuns(db: DbOrTx, limit = 20) {
  return db
    .select({
      id: importRun.id,
      started: seoulDateTime(sql`${importRun.started}`),
      finished: sql<
        string | null
      >`case when ${importRun.finished} is null then null else ${seoulDateTime(sql`${importRun.finished}`)} end`,
      summary: importRun.summary,
    })
    .from(importRun)
    .orderBy(desc(importRun.started), desc(importRun.id))
    .limit(limit);
}

/**
 * The start of the `runs`-th latest finished run: cards created at or after it are new. Null when no run
 * has finished yet (then nothing is new).
 */
export async function newSince(db: DbOrTx, runs: number): Promise<Date | null> {
  const [row] = await queryRows<{ started: string | Date }>(
    db,
    sql`select started from import_run where finished is not null
        order by started desc, id desc offset ${runs - 1} limit 1`,
  );
  return row ? new Date(row.started) : null;
}
