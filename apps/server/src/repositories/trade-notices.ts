import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { tradeNotice, users } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';

/** The trade area's notices (/admin/trade/notice): pinned first, then the newest. */

export interface TradeNoticeValues {
  title: string;
  content: string;
  isShow: boolean;
  pinned: boolean;
}

const noticeOrder = [desc(tradeNotice.pinned), desc(tradeNotice.created), desc(tradeNotice.id)];

export function listShownNotices(db: DbOrTx, limit: number) {
  return db
    .select({
      id: tradeNotice.id,
      title: tradeNotice.title,
      content: tradeNotice.content,
      pinned: tradeNotice.pinned,
      created: seoulDateTime(sql`${tradeNotice.created}`),
    })
    .from(tradeNotice)
    .where(eq(tradeNotice.isShow, true))
    .orderBy(...noticeOrder)
    .limit(limit);
}

export function listAllNotices(db: DbOrTx) {
  return db
    .select({
      id: tradeNotice.id,
      title: tradeNotice.title,
      content: tradeNotice.content,
      pinned: tradeNotice.pinned,
      is_show: tradeNotice.isShow,
      created: seoulDateTime(sql`${tradeNotice.created}`),
      updated: seoulDateTime(sql`${tradeNotice.updated}`),
      nickname: users.nickname,
    })
    .from(tradeNotice)
    .leftJoin(users, eq(users.userId, tradeNotice.userId))
    .orderBy(...noticeOrder);
}

export async function lockNotice(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: tradeNotice.id,
      title: tradeNotice.title,
      content: tradeNotice.content,
      isShow: tradeNotice.isShow,
      pinned: tradeNotice.pinned,
    })
    .from(tradeNotice)
    .where(eq(tradeNotice.id, id))
    .for('update');
  return row;
}

export async function insertNotice(db: DbOrTx, userId: string, values: TradeNoticeValues): Promise<number> {
  const [row] = await db
    .insert(tradeNotice)
    .values({ ...values, userId })
    .returning({ id: tradeNotice.id });
  return row!.id;
}

export async function updateNotice(db: DbOrTx, id: number, values: TradeNoticeValues): Promise<void> {
  await db
    .update(tradeNotice)
    .set({ ...values, updated: new Date() })
    .where(eq(tradeNotice.id, id));
}

export async function deleteNotice(db: DbOrTx, id: number): Promise<void> {
  await db.delete(tradeNotice).where(eq(tradeNotice.id, id));
}
