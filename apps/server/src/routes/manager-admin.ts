import { managerAdminCalls as calls } from '@carddogam/contract/calls/manager-admin';
import { STAFF_TYPES } from '@carddogam/contract/users';
import { MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { forbidden } from '../errors';
import { admin } from '../policies/roles';
import { presentManagerMember, presentStaffAction } from '../presenters/manager-admin';
import {
  holdsAnyPermission,
  idOrNickname,
  listMembers,
  ofType,
  ofTypes,
  type MemberPage,
} from '../repositories/manager-members';
import { listStaffActions } from '../repositories/staff-action-log';
import { addTester, removeTester, setPermission } from '../services/manager-admin';

const present = (page: MemberPage) => ({ total: page.total, rows: page.rows.map(presentManagerMember) });

/** /admin/manager/*: staff, 테스터, permission flags and the staff action log (관리자 only; decision 037). */
export function registerManagerAdminRoutes(r: CallRouter): void {
  r.handle(calls.staffList, admin, async ({ type, page, size }, { services }) =>
    present(await listMembers(services.db, [type ? ofType(type) : ofTypes(STAFF_TYPES)], { page, size })),
  );
  r.handle(calls.testerList, admin, async ({ q, page, size }, { services }) =>
    present(await listMembers(services.db, [ofType('테스터'), idOrNickname(q)], { page, size })),
  );
  r.handle(calls.permissionList, admin, async ({ q, page, size }, { services }) =>
    present(await listMembers(services.db, [holdsAnyPermission, idOrNickname(q)], { page, size })),
  );

  // Like the type change of /admin/user: an admin does not change their own account.
  const notSelf = (target: string, me: string) => {
    if (target.toLowerCase() === me.toLowerCase()) throw forbidden(MSG.selfTypeChange, 'SELF_CHANGE');
  };
  r.handle(calls.testerAdd, admin, async ({ user_id, reason }, { services, user }) => {
    notSelf(user_id, user!.userId);
    return presentManagerMember(await addTester(services.db, user!.userId, user_id, reason));
  });
  r.handle(calls.testerRemove, admin, async ({ user_id, reason }, { services, user }) => {
    notSelf(user_id, user!.userId);
    return presentManagerMember(await removeTester(services.db, user!.userId, user_id, reason));
  });
  r.handle(calls.permissionUpdate, admin, async (p, { services, user }) =>
    presentManagerMember(await setPermission(services.db, user!.userId, p)),
  );

  r.handle(calls.log, admin, async (p, { services }) => {
    const page = await listStaffActions(services.db, {
      member: p.member,
      action: p.action,
      targetType: p.target_type,
      targetId: p.target_id,
      from: p.from,
      to: p.to,
      page: p.page,
      size: p.size,
    });
    return { total: page.total, rows: page.rows.map(presentStaffAction) };
  });
}
