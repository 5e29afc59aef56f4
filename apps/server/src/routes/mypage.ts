import { mypageCalls as calls } from '@carddogam/contract/calls/mypage';
import { MSG } from '@carddogam/contract/messages';
import { badgeOf } from '@carddogam/contract/users';
import type { CallRouter } from '../http/call-router';
import { loggedIn } from '../policies/roles';
import { presentAlarm } from '../presenters/alarm';
import { presentSessionUser } from '../presenters/session-user';
import { countUnreadAlarms, listAlarms, markAlarmsRead, memberReader } from '../repositories/alarms';
import { listPointRecords } from '../repositories/points';
import { findUser } from '../repositories/users';
import { changePassword } from '../services/accounts';
import { updateProfile } from '../services/profile';
import { notFound } from '../errors';
import { startSession } from '../http/start-session';
import type { SessionUser } from '../policies/policy';
import type { Services } from '../services/container';

async function currentUser(services: Services, user: SessionUser | null) {
  const row = user ? await findUser(services.db, user.userId) : undefined;
  if (!row) throw notFound(MSG.userMissing, 'USER_MISSING');
  return row;
}

/** My page: the member's own account (banned members included, §6 limits only what they may post). */
export function registerMypageRoutes(r: CallRouter): void {
  r.handle(calls.home, loggedIn, async (_p, { services, user }) => {
    const row = await currentUser(services, user);
    const [unread, recent] = await Promise.all([
      countUnreadAlarms(services.db, memberReader(row.userId)),
      listPointRecords(services.db, { userId: row.userId, page: 1, size: 5 }),
    ]);
    return {
      user: presentSessionUser(row),
      badge: badgeOf(row.type, row.grade),
      unread_alarm_count: unread,
      recent_points: recent.rows.map((p) => ({
        menu: p.menu,
        activity: p.activity,
        title: p.title,
        amount: p.amount,
        created: p.created.toISOString(),
      })),
    };
  });

  r.handle(calls.update, loggedIn, async (p, { services, user }) => {
    const row = await currentUser(services, user);
    return presentSessionUser(await updateProfile(services.db, row, p));
  });

  // Every other session of the member ends; this browser gets a new one so the member stays logged in.
  r.handle(calls.password, loggedIn, async (p, ctx) => {
    const row = await currentUser(ctx.services, ctx.user);
    await changePassword(ctx.services, row.userId, p.current_password, p.new_password);
    ctx.req.sessionToken = null;
    await startSession(ctx, row);
    return { ok: true as const, message: MSG.passwordChanged };
  });

  r.handle(calls.alarmList, loggedIn, async ({ page, size }, { services, user }) => {
    const row = await currentUser(services, user);
    const result = await listAlarms(services.db, memberReader(row.userId), { page, size });
    return { total: result.total, unread: result.unread, items: result.rows.map(presentAlarm) };
  });
  r.handle(calls.alarmRead, loggedIn, async ({ id }, { services, user }) => {
    const row = await currentUser(services, user);
    return { updated: await markAlarmsRead(services.db, memberReader(row.userId), id) };
  });
}
