import type { z } from 'zod';
import {
  TRADE_NOTICE_MSG,
  TRADE_NOTICE_SHOWN_MAX,
  type tradeNoticeCalls,
} from '@carddogam/contract/calls/trade-notice';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import * as notices from '../repositories/trade-notices';
import { logStaffAction } from '../repositories/staff-action-log';

/** The trade area's notices (decision 037): 관리자's writes, each with its staff_action_log row. */

type NoticeSave = z.output<(typeof tradeNoticeCalls.save)['params']>;

const noticeMissing = () => notFound(TRADE_NOTICE_MSG.notFound);

export const shownTradeNotices = (db: Db) => notices.listShownNotices(db, TRADE_NOTICE_SHOWN_MAX);

export async function adminTradeNotices(db: Db) {
  const rows = await notices.listAllNotices(db);
  return rows.map((row) => ({ ...row, nickname: row.nickname ?? '' }));
}

export async function saveTradeNotice(db: Db, user: SessionUser, input: NoticeSave) {
  const values: notices.TradeNoticeValues = {
    title: input.title,
    content: input.content,
    isShow: input.is_show,
    pinned: input.pinned,
  };
  return runInTransaction(db, async (tx) => {
    const before = input.id === undefined ? null : await notices.lockNotice(tx, input.id);
    if (input.id !== undefined && !before) throw noticeMissing();
    const id = before ? before.id : await notices.insertNotice(tx, user.userId, values);
    if (before) await notices.updateNotice(tx, id, values);
    await logStaffAction(tx, user.userId, {
      action: before ? 'trade_notice.update' : 'trade_notice.create',
      targetType: 'trade_notice',
      targetId: id,
      before,
      after: { id, ...values },
    });
    return { id };
  });
}

export async function removeTradeNotice(db: Db, user: SessionUser, id: number) {
  return runInTransaction(db, async (tx) => {
    const before = await notices.lockNotice(tx, id);
    if (!before) throw noticeMissing();
    await notices.deleteNotice(tx, id);
    await logStaffAction(tx, user.userId, {
      action: 'trade_notice.delete',
      targetType: 'trade_notice',
      targetId: id,
      before,
    });
    return { id };
  });
}
