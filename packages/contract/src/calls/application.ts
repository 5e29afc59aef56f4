import { z } from 'zod';
import { defineCall, noParams } from '../call';

/** §7.9 Users and application calls. */

export const userSummary = z.object({
  type: z.string(),
  grade: z.number(),
  profile_image: z.string().nullable(),
  user_id: z.string(),
  nickname: z.string(),
  collection_show: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const applicationCalls = {
  userSpecific: defineCall(
    '/api/user/select/specific',
    z.object({ user_id: z.string().trim().min(1).max(64) }),
    z.array(userSummary),
  ),
  adsBanner: defineCall(
    '/api/check/ads_banner',
    noParams,
    z.array(z.object({ type: z.string(), is_show: z.union([z.literal(0), z.literal(1)]) })),
  ),
  checkIp: defineCall('/api/check/ip', noParams, z.boolean()),
  visitedCount: defineCall('/api/visited_count/insert', noParams, z.object({ counted: z.boolean() })),
  visitedLog: defineCall(
    '/api/visited_log/insert',
    z.object({ path: z.string().min(1).max(2000) }),
    z.object({ ok: z.literal(true) }),
  ),
  lastVisit: defineCall(
    '/api/auth/update/lastVisit',
    z.object({ user_id: z.string().trim().min(1).max(64) }),
    z.object({ ok: z.literal(true) }),
  ),
  countries: defineCall(
    '/api/official_league/select/country',
    noParams,
    z.array(z.object({ code: z.string(), country_kr: z.string() })),
  ),
  banner: defineCall(
    '/api/admin/main/banner/import',
    z.object({ type: z.string().min(1).max(50) }),
    z.array(z.object({ banner_image: z.string(), link: z.string(), is_ads: z.boolean() })),
  ),
};
