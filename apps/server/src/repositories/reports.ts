import { sql } from 'drizzle-orm';
import type { UpdateLogEntry } from '@carddogam/contract/calls/reports';
import { queryRows, type DbOrTx } from '../db/client';
import { provideBug, updateLog } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';

export async function insertBugReport(db: DbOrTx, row: typeof provideBug.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(provideBug).values(row).returning({ id: provideBug.id });
  return inserted!.id;
}

/** One entry of a card's edit history (§3 "Update log entry"): a staff edit or an approved report. */
export async function insertUpdateLog(db: DbOrTx, row: typeof updateLog.$inferInsert): Promise<void> {
  await db.insert(updateLog).values(row);
}

/** A card's edit history (§2.9), newest first, with the current nicknames of the provider and updater. */
export function listUpdateLog(db: DbOrTx, cardId: string): Promise<UpdateLogEntry[]> {
  return queryRows<UpdateLogEntry>(
    db,
    sql`select l.id, l.provide_type, l.provide_id, l.card_id, l.card_nation,
          l.provider, p.nickname as provider_nickname, l.updater, u.nickname as updater_nickname,
          l.memo, ${seoulDateTime(sql`l.created`)} as created
        from update_log l
        left join users p on p.user_id = l.provider
        left join users u on u.user_id = l.updater
        where l.card_id = ${cardId}
        order by l.created desc, l.id desc`,
  );
}
