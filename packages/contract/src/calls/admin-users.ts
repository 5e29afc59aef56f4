import { z } from 'zod';
import { defineCall, noParams, paging } from '../call';
import { USER_TYPES } from '../constants';
import { MAX_GRADE } from '../member-grades';
import { MSG } from '../messages';
import { pointRecordItem } from './points';

/** Admin member screens (/admin/user/normal, banned, ban_log, ban_ip). */

const userIdRef = z.string().trim().min(1).max(64);
const reasonField = z.string().trim().max(500).default('');
/** Bans that would lock staff out, refused by the server (a ban is lifted from the shell: npm run ip:unban). */
export const IP_BAN_MSG = {
  ownIp:
    '지금 접속 중인 본인의 IP 주소는 차단할 수 없습니다. 운영진 모두가 사이트에 들어오지 못하게 될 수 있습니다.',
  loopback: '서버 자신을 가리키는 주소(127.0.0.1, ::1 등)는 차단할 수 없습니다.',
} as const;

/** IPv4 or IPv6 text as the server sees client addresses. */
const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
const ipField = z
  .string()
  .trim()
  .max(64)
  .refine((v) => ipv4.safeParse(v).success || ipv6.safeParse(v).success, MSG.ipInvalid);

/** What staff see of a member: e-mail included (admins handle accounts), never the password hash. */
export const adminUserItem = z.object({
  user_id: z.string(),
  nickname: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  grade: z.number(),
  point: z.number(),
  email_certified: z.boolean(),
  ban_until: z.string().nullable(),
  created: z.string(),
  last_visit: z.string().nullable(),
});

export const banLogItem = z.object({
  id: z.number(),
  user_id: z.string(),
  action: z.enum(['type', 'ban', 'unban']),
  from_type: z.string().nullable(),
  to_type: z.string().nullable(),
  reason: z.string(),
  until: z.string().nullable(),
  by: z.string(),
  created: z.string(),
});

export const ipBanItem = z.object({
  ip: z.string(),
  reason: z.string(),
  banned_by: z.string().nullable(),
  created: z.string(),
});

export const ADMIN_USER_MSG = {
  dateInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  dateOrder: '시작일이 종료일보다 늦습니다.',
  gradeInvalid: `등급은 0부터 ${MAX_GRADE}까지의 숫자입니다.`,
} as const;

/** A Korean calendar day, 'YYYY-MM-DD'. */
export const isoDay = z.iso.date({ error: ADMIN_USER_MSG.dateInvalid });

/** The member search of /admin/user/normal; join days are Korean calendar days, both ends included. */
export const userListParams = z
  .object({
    type: z.enum(USER_TYPES).optional(),
    /** Part of an id, nickname or e-mail. */
    q: z.string().trim().max(100).optional(),
    grade: z.coerce
      .number({ error: ADMIN_USER_MSG.gradeInvalid })
      .int(ADMIN_USER_MSG.gradeInvalid)
      .min(0, ADMIN_USER_MSG.gradeInvalid)
      .max(MAX_GRADE, ADMIN_USER_MSG.gradeInvalid)
      .optional(),
    joined_from: isoDay.optional(),
    joined_to: isoDay.optional(),
    ...paging,
  })
  .refine((p) => !p.joined_from || !p.joined_to || p.joined_from <= p.joined_to, {
    path: ['joined_to'],
    message: ADMIN_USER_MSG.dateOrder,
  });

/** One line of a member's activity in the detail: a post, trade post or review with where it points. */
export const memberActivityItem = z.object({
  id: z.number(),
  title: z.string(),
  /** The screen's path, e.g. '/board/read?id=3'. */
  link: z.string(),
  created: z.string(),
});

export const memberReportLine = z.object({
  id: z.number(),
  reporter_user_id: z.string(),
  reason: z.string(),
  source_kind: z.string(),
  status: z.string(),
  created: z.string(),
});

export const memberIpLine = z.object({
  ip: z.string(),
  /** Where it was seen: a login session, the visit log, or both. */
  seen_in: z.array(z.enum(['session', 'visit'])),
  last_seen: z.string(),
});

/** How many of each a member has, and the latest few of each. */
const countedLines = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), items: z.array(item) });

export const memberDetail = z.object({
  user: adminUserItem.extend({
    permission_pointmall: z.boolean(),
    permission_official_league: z.boolean(),
    permission_deck_recipe: z.boolean(),
  }),
  points: countedLines(pointRecordItem),
  posts: countedLines(memberActivityItem),
  trade_posts: countedLines(memberActivityItem),
  reviews: countedLines(memberActivityItem),
  reports: countedLines(memberReportLine),
  bans: countedLines(banLogItem),
  ips: z.array(memberIpLine),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const adminUserCalls = {
  list: defineCall(
    '/api/admin/user/list',
    userListParams,
    z.object({ total: z.number(), items: z.array(adminUserItem) }),
  ),
  /** Any type but 밴 유저, which goes through ban so that it is logged with a reason and a period. */
  changeType: defineCall(
    '/api/admin/user/type/update',
    z.object({ user_id: userIdRef, type: z.enum(USER_TYPES), reason: reasonField }),
    adminUserItem,
  ),
  ban: defineCall(
    '/api/admin/user/ban',
    z.object({
      user_id: userIdRef,
      reason: reasonField,
      /** Ban length in days; absent means until lifted. */
      days: z.number().int().min(1).max(3650).optional(),
    }),
    adminUserItem,
  ),
  unban: defineCall(
    '/api/admin/user/unban',
    z.object({ user_id: userIdRef, reason: reasonField }),
    adminUserItem,
  ),
  banLog: defineCall(
    '/api/admin/user/ban_log/list',
    z.object({ user_id: userIdRef.optional(), ...paging }),
    z.object({ total: z.number(), items: z.array(banLogItem) }),
  ),
  /** One member's points, posts, trades, reviews, reports against them, bans and the IPs they used. */
  detail: defineCall('/api/admin/user/detail', z.object({ user_id: userIdRef }), memberDetail),
  ipBanList: defineCall('/api/admin/user/ban_ip/list', noParams, z.array(ipBanItem)),
  ipBanAdd: defineCall(
    '/api/admin/user/ban_ip/add',
    z.object({ ip: ipField, reason: reasonField }),
    ipBanItem,
  ),
  ipBanRemove: defineCall(
    '/api/admin/user/ban_ip/delete',
    z.object({ ip: z.string().trim().min(1).max(64) }),
    z.object({ deleted: z.number() }),
  ),
};
