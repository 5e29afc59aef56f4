import { z } from 'zod';
import { defineCall, id, noParams, paging } from '../call';
import { POINT_ADMIN_MSG } from '../messages';

/** §7.6 points, the member's ledger (/mypage/point), the guide (/policy/pointguide) and admin settings. */

const menuField = z.string().trim().min(1).max(50);
const activityField = z.string().trim().min(1).max(50);
const userIdRef = z.string().trim().min(1).max(64);
/** One change is bounded so that a typo cannot make a balance absurd. */
const amountField = z.number().int().min(-1_000_000).max(1_000_000);

export const pointSettingItem = z.object({
  id: z.number(),
  menu: z.string(),
  activity: z.string(),
  amount: z.number(),
});

export const pointRecordItem = z.object({
  id: z.number(),
  user_id: z.string(),
  menu: z.string(),
  activity: z.string(),
  title: z.string(),
  card_id: z.string().nullable(),
  amount: z.number(),
  /** The balance after this row; null on rows written before balances were kept. */
  balance: z.number().nullable(),
  /** The 관리자 behind a manual grant or deduction. */
  by_user_id: z.string().nullable(),
  created: z.string(),
});
export type PointRecordItem = z.infer<typeof pointRecordItem>;

/** A ledger row on the staff list: the member's nickname beside the id. */
export const adminPointRecordItem = pointRecordItem.extend({ nickname: z.string().nullable() });
export type AdminPointRecordItem = z.infer<typeof adminPointRecordItem>;

const isoDate = z.iso.date({ error: POINT_ADMIN_MSG.dateInvalid });

/** /admin/point/list filters: member (id or nickname, exact), menu, and a range of Korean calendar days. */
export const adminPointListParams = z
  .object({
    member: z.string().trim().max(64).default(''),
    menu: z.string().trim().max(50).default(''),
    from: isoDate.nullable().default(null),
    to: isoDate.nullable().default(null),
    ...paging,
  })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { path: ['to'], message: POINT_ADMIN_MSG.dateOrder });
export type AdminPointListParams = z.input<typeof adminPointListParams>;

/** The menu of a manual grant or deduction in the ledger. */
export const MANUAL_POINT_MENU = '관리자';
export const MANUAL_POINT_MAX = 1_000_000;

export const manualPointParams = z.object({
  user_id: z.string().trim().min(1, POINT_ADMIN_MSG.memberRequired).max(64, POINT_ADMIN_MSG.memberMissing),
  amount: z
    .number({ error: POINT_ADMIN_MSG.amountInvalid })
    .int(POINT_ADMIN_MSG.amountInvalid)
    .min(-MANUAL_POINT_MAX, POINT_ADMIN_MSG.amountInvalid)
    .max(MANUAL_POINT_MAX, POINT_ADMIN_MSG.amountInvalid)
    .refine((n) => n !== 0, POINT_ADMIN_MSG.amountInvalid),
  reason: z
    .string({ error: POINT_ADMIN_MSG.reasonRequired })
    .trim()
    .min(2, POINT_ADMIN_MSG.reasonRequired)
    .max(200, POINT_ADMIN_MSG.reasonTooLong),
});
export type ManualPointParams = z.input<typeof manualPointParams>;

export const pointSettingParams = z.object({
  menu: z.string().trim().min(1, POINT_ADMIN_MSG.menuRequired).max(50, POINT_ADMIN_MSG.menuTooLong),
  activity: z.string().trim().min(1, POINT_ADMIN_MSG.activityRequired).max(50, POINT_ADMIN_MSG.activityTooLong),
  amount: z
    .number({ error: POINT_ADMIN_MSG.settingAmountInvalid })
    .int(POINT_ADMIN_MSG.settingAmountInvalid)
    .min(0, POINT_ADMIN_MSG.settingAmountInvalid)
    .max(100_000, POINT_ADMIN_MSG.settingAmountInvalid),
});

const balanceAnswer = z.object({ user_id: z.string(), point: z.number() });

export const pointCalls = {
  /** §7.6 "Point amount lookup" → [{amount}] (empty when the activity earns nothing). */
  amount: defineCall(
    '/api/point/amount',
    z.object({ menu: menuField, activity: activityField }),
    z.array(z.object({ amount: z.number() })),
  ),
  /** §7.6 increase: an admin grant; written to the ledger as 관리자/지급 so the balance stays its sum. */
  increase: defineCall(
    '/api/user/update/point/increase',
    z.object({ user_id: userIdRef, amount: amountField }),
    balanceAnswer,
  ),
  /** §7.6 record: a ledger row and the matching balance change, together. */
  record: defineCall(
    '/api/point/record',
    z.object({
      user_id: userIdRef,
      menu: menuField,
      activity: activityField,
      title: z.string().max(200).default(''),
      amount: amountField,
    }),
    balanceAnswer,
  ),
  /** The logged-in member's ledger, newest first (/mypage/point). */
  myRecords: defineCall(
    '/api/mypage/point/list',
    z.object({ ...paging }),
    z.object({ point: z.number(), total: z.number(), items: z.array(pointRecordItem) }),
  ),
  /** Point settings for the guide page (/policy/pointguide). */
  guide: defineCall('/api/point/setting/list', noParams, z.array(pointSettingItem)),
  /** Every ledger row, newest first, with the filters of /admin/point/list. */
  adminRecords: defineCall(
    '/api/admin/point/list',
    adminPointListParams,
    z.object({ total: z.number(), items: z.array(adminPointRecordItem) }),
  ),
  /** A 관리자's grant (amount > 0) or deduction (< 0) with its reason; a deduction never leaves a balance below 0. */
  adminManual: defineCall(
    '/api/admin/point/manual',
    manualPointParams,
    z.object({ user_id: z.string(), point: z.number(), message: z.string() }),
  ),
  /** Adds a setting or changes its amount; the next activity of that kind reads it. */
  adminSettingSave: defineCall('/api/admin/point/setting/save', pointSettingParams, pointSettingItem),
  adminSettingDelete: defineCall(
    '/api/admin/point/setting/delete',
    z.object({ id }),
    z.object({ deleted: z.number() }),
  ),
};
