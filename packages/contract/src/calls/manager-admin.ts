import { z } from 'zod';
import { defineCall, paging } from '../call';
import { STAFF_TYPES } from '../users';
import { adminUserItem, isoDay } from './admin-users';

/**
 * The manager screens (/admin/manager/list, tester, permission, log; decision 037), all 관리자 only: staff by
 * type, the 테스터 list, the §3 permission flags, and the staff action log.
 */

export const MANAGER_MSG = {
  notUser: '일반 사용자만 테스터로 지정할 수 있습니다.',
  notTester: '테스터가 아닌 회원입니다.',
  permissionUnchanged: '이미 그 상태인 권한입니다.',
  dateOrder: '시작일이 종료일보다 늦습니다.',
  testerAdded: '테스터로 지정했습니다.',
  testerRemoved: '테스터에서 해제했습니다.',
  granted: '권한을 부여했습니다.',
  revoked: '권한을 회수했습니다.',
} as const;

/** The §3 permission flags a 관리자 grants, with their names on the screens. */
export const PERMISSIONS = [
  'permission_pointmall',
  'permission_official_league',
  'permission_deck_recipe',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PERMISSION_LABELS: Record<Permission, string> = {
  permission_pointmall: '포인트몰 상품 등록',
  permission_official_league: '공식 대회 등록',
  permission_deck_recipe: '덱 레시피 작성',
};

const userIdRef = z.string().trim().min(1).max(64);
const reasonField = z.string().trim().max(500).default('');
const staffType = z.enum(STAFF_TYPES as unknown as readonly [string, ...string[]]);

/** A member with their permission flags. */
export const managerMemberItem = adminUserItem.extend({
  permission_pointmall: z.boolean(),
  permission_official_league: z.boolean(),
  permission_deck_recipe: z.boolean(),
});
export type ManagerMember = z.infer<typeof managerMemberItem>;

const pagedMembers = z.object({ total: z.number(), rows: z.array(managerMemberItem) });

export const staffLogItem = z.object({
  id: z.number(),
  user_id: z.string(),
  /** null when the account is gone. */
  nickname: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  memo: z.string(),
  created: z.string(),
});
export type StaffLogItem = z.infer<typeof staffLogItem>;

export const staffLogParams = z
  .object({
    /** Who did it: their id or nickname, exact. */
    member: z.string().trim().max(64).default(''),
    /** The action, or its start ('user.' finds every member write). */
    action: z.string().trim().max(64).default(''),
    target_type: z.string().trim().max(64).default(''),
    target_id: z.string().trim().max(200).default(''),
    from: isoDay.optional(),
    to: isoDay.optional(),
    ...paging,
  })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { path: ['to'], message: MANAGER_MSG.dateOrder });

export const managerAdminCalls = {
  /** Every staff member (관리자, 운영진, 매니저, 일어알바), or those of one type. */
  staffList: defineCall(
    '/api/admin/manager/list',
    z.object({ type: staffType.optional(), ...paging }),
    pagedMembers,
  ),
  testerList: defineCall(
    '/api/admin/manager/tester/list',
    z.object({ q: z.string().trim().max(100).optional(), ...paging }),
    pagedMembers,
  ),
  /** Makes a 사용자 a 테스터 (logged like any type change). */
  testerAdd: defineCall(
    '/api/admin/manager/tester/add',
    z.object({ user_id: userIdRef, reason: reasonField }),
    managerMemberItem,
  ),
  /** Gives a 테스터 back the 사용자 type. */
  testerRemove: defineCall(
    '/api/admin/manager/tester/remove',
    z.object({ user_id: userIdRef, reason: reasonField }),
    managerMemberItem,
  ),
  /** Members holding any permission flag; q narrows by a part of the id or nickname. */
  permissionList: defineCall(
    '/api/admin/manager/permission/list',
    z.object({ q: z.string().trim().max(100).optional(), ...paging }),
    pagedMembers,
  ),
  permissionUpdate: defineCall(
    '/api/admin/manager/permission/update',
    z.object({
      user_id: userIdRef,
      permission: z.enum(PERMISSIONS),
      granted: z.boolean(),
      reason: reasonField,
    }),
    managerMemberItem,
  ),
  log: defineCall(
    '/api/admin/manager/log/list',
    staffLogParams,
    z.object({ total: z.number(), rows: z.array(staffLogItem) }),
  ),
};
