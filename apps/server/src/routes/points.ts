import { pointCalls as calls } from '@carddogam/contract/calls/points';
import { MSG, POINT_ADMIN_MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { admin, anyone, loggedIn } from '../policies/roles';
import { presentPointRecord, presentPointSetting } from '../presenters/points';
import {
  deletePointSetting,
  findPointAmount,
  listPointRecords,
  listPointSettings,
  savePointSetting,
} from '../repositories/points';
import { findUser } from '../repositories/users';
import { listLedgerForStaff } from '../repositories/point-ledger';
import { changePointsByHand } from '../services/point-admin';
import { changePointsNow } from '../services/points';
import { notFound } from '../errors';

/**
 * §7.6 points (decision 012). The increase and record calls of the spec's client-side review flow would
 * let any member mint points, so they are admin tools here, each writing ledger and balance together; the
 * features that earn points call awardPoints() on the server inside their own transaction.
 */
export function registerPointRoutes(r: CallRouter): void {
  r.handle(calls.amount, anyone, async ({ menu, activity }, { services }) => {
    const amount = await findPointAmount(services.db, menu, activity);
    return amount === undefined ? [] : [{ amount }];
  });

  r.handle(calls.increase, admin, async ({ user_id, amount }, { services, user }) => {
    const point = await changePointsNow(services.db, {
      userId: user_id,
      menu: '관리자',
      activity: '지급',
      title: `${user!.userId} 지급`,
      amount,
    });
    return { user_id, point };
  });

  r.handle(calls.record, admin, async (p, { services }) => {
    const point = await changePointsNow(services.db, {
      userId: p.user_id,
      menu: p.menu,
      activity: p.activity,
      title: p.title,
      amount: p.amount,
    });
    return { user_id: p.user_id, point };
  });

  r.handle(calls.myRecords, loggedIn, async ({ page, size }, { services, user }) => {
    const row = await findUser(services.db, user!.userId);
    if (!row) throw notFound(MSG.userMissing, 'USER_MISSING');
    const result = await listPointRecords(services.db, { userId: row.userId, page, size });
    return { point: row.point, total: result.total, items: result.rows.map(presentPointRecord) };
  });

  r.handle(calls.guide, anyone, async (_p, { services }) =>
    (await listPointSettings(services.db)).map(presentPointSetting),
  );

  r.handle(calls.adminRecords, admin, async (filter, { services }) => {
    const result = await listLedgerForStaff(services.db, filter);
    return {
      total: result.total,
      items: result.rows.map((row) => ({ ...presentPointRecord(row), nickname: row.nickname })),
    };
  });
  r.handle(calls.adminManual, admin, async ({ user_id, amount, reason }, { services, user }) => {
    const point = await changePointsByHand(services.db, user!, { userId: user_id, amount, reason });
    return { user_id, point, message: amount > 0 ? POINT_ADMIN_MSG.granted : POINT_ADMIN_MSG.deducted };
  });
  r.handle(calls.adminSettingSave, admin, async ({ menu, activity, amount }, { services }) =>
    presentPointSetting(await savePointSetting(services.db, menu, activity, amount)),
  );
  r.handle(calls.adminSettingDelete, admin, async ({ id }, { services }) => ({
    deleted: await deletePointSetting(services.db, id),
  }));
}
