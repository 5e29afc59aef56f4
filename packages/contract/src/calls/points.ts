import { z } from 'zod';
import { defineCall, id, noParams, paging } from '../call';

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
  created: z.string(),
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
  adminRecords: defineCall(
    '/api/admin/point/list',
    z.object({ user_id: userIdRef.optional(), ...paging }),
    z.object({ total: z.number(), items: z.array(pointRecordItem) }),
  ),
  adminSettingSave: defineCall(
    '/api/admin/point/setting/save',
    z.object({ menu: menuField, activity: activityField, amount: amountField }),
    pointSettingItem,
  ),
  adminSettingDelete: defineCall(
    '/api/admin/point/setting/delete',
    z.object({ id }),
    z.object({ deleted: z.number() }),
  ),
};
