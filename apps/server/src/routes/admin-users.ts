import { adminUserCalls as calls } from '@carddogam/contract/calls/admin-users';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { admin } from '../policies/roles';
import { presentAdminUser, presentBanLog, presentIpBan } from '../presenters/admin-user';
import { listBanLog } from '../repositories/ban-log';
import { listIpBans } from '../repositories/ip-bans';
import { searchUsers } from '../repositories/users';
import { banUser, changeUserType, unbanUser } from '../services/bans';
import { banIp, liftIpBan } from '../services/ip-bans';
import { memberDetail } from '../services/manager-admin';
import { presentMemberDetail } from '../presenters/manager-admin';
import { forbidden } from '../errors';

/** Admin member screens: members, types, bans with their log, and IP bans (관리자 only). */
export function registerAdminUserRoutes(r: CallRouter): void {
  r.handle(calls.list, admin, async (p, { services }) => {
    const result = await searchUsers(services.db, p);
    return { total: result.total, items: result.rows.map(presentAdminUser) };
  });

  // An admin cannot change or ban their own account: the last admin could lock everyone out.
  const notSelf = (target: string, me: string) => {
    if (target.toLowerCase() === me.toLowerCase()) throw forbidden(MSG.selfTypeChange, 'SELF_CHANGE');
  };
  r.handle(calls.changeType, admin, async ({ user_id, type, reason }, { services, user }) => {
    notSelf(user_id, user!.userId);
    return presentAdminUser(await changeUserType(services.db, user!.userId, user_id, type, reason));
  });
  r.handle(calls.ban, admin, async ({ user_id, reason, days }, { services, user }) => {
    notSelf(user_id, user!.userId);
    return presentAdminUser(await banUser(services.db, user!.userId, user_id, reason, days));
  });
  r.handle(calls.unban, admin, async ({ user_id, reason }, { services, user }) =>
    presentAdminUser(await unbanUser(services.db, user!.userId, user_id, reason)),
  );
  r.handle(calls.banLog, admin, async ({ user_id, page, size }, { services }) => {
    const result = await listBanLog(services.db, { userId: user_id, page, size });
    return { total: result.total, items: result.rows.map(presentBanLog) };
  });

  r.handle(calls.detail, admin, async ({ user_id }, { services }) =>
    presentMemberDetail(await memberDetail(services.db, user_id)),
  );

  r.handle(calls.ipBanList, admin, async (_p, { services }) =>
    (await listIpBans(services.db)).map(presentIpBan),
  );
  r.handle(calls.ipBanAdd, admin, async ({ ip, reason }, { services, user, ip: callerIp }) =>
    presentIpBan(await banIp(services, { ip, reason, bannedBy: user!.userId, callerIp })),
  );
  r.handle(calls.ipBanRemove, admin, async ({ ip }, { services }) => ({
    deleted: await liftIpBan(services, ip),
  }));
}
