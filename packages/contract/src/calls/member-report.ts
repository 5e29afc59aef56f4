import { z } from 'zod';
import { defineCall, id, paging } from '../call';
import { USER_TYPES } from '../constants';
import { MEMBER_REPORT_MSG } from '../messages';

/** Member reports (decision 032): 신고하기 by members, and the staff screen /admin/user/reported. */

export const MEMBER_REPORT_REASONS = ['욕설/비방', '사기 의심', '스팸/광고', '음란물', '기타'] as const;
export type MemberReportReason = (typeof MEMBER_REPORT_REASONS)[number];
/** The reason that needs a detail text. */
export const MEMBER_REPORT_OTHER: MemberReportReason = '기타';

/** What a report is about: the member themself, a message they sent the reporter, or their trade post. */
export const MEMBER_REPORT_SOURCES = ['user', 'message', 'trade_post'] as const;
export type MemberReportSourceKind = (typeof MEMBER_REPORT_SOURCES)[number];

export const MEMBER_REPORT_STATUSES = ['접수', '처리', '기각'] as const;
export type MemberReportStatus = (typeof MEMBER_REPORT_STATUSES)[number];
export const MEMBER_REPORT_DECISIONS = ['처리', '기각'] as const;
export type MemberReportDecision = (typeof MEMBER_REPORT_DECISIONS)[number];

export const MEMBER_REPORT_DETAIL_MAX = 1000;
export const REPORTED_MEMBER_PAGE_SIZE = 20;
export const MEMBER_REPORT_PAGE_SIZE = 50;

const userIdRef = z
  .string()
  .trim()
  .min(1, MEMBER_REPORT_MSG.targetRequired)
  .max(64, MEMBER_REPORT_MSG.targetMissing);

/** The report form: exported on its own so that the dialog can check it before sending. */
export const memberReportInput = z
  .object({
    /** The reported member, by id or by nickname (a place that shows only a nickname). */
    user_id: userIdRef.optional(),
    nickname: z
      .string()
      .trim()
      .min(1, MEMBER_REPORT_MSG.targetRequired)
      .max(40, MEMBER_REPORT_MSG.targetMissing)
      .optional(),
    reason: z.enum(MEMBER_REPORT_REASONS, { error: MEMBER_REPORT_MSG.reasonRequired }),
    detail: z.string().trim().max(MEMBER_REPORT_DETAIL_MAX, MEMBER_REPORT_MSG.detailTooLong).default(''),
    source: z.enum(MEMBER_REPORT_SOURCES).default('user'),
    source_id: id.optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.user_id && !input.nickname)
      ctx.addIssue({ code: 'custom', path: ['nickname'], message: MEMBER_REPORT_MSG.targetRequired });
    if (input.reason === MEMBER_REPORT_OTHER && input.detail === '')
      ctx.addIssue({ code: 'custom', path: ['detail'], message: MEMBER_REPORT_MSG.detailRequired });
    if (input.source !== 'user' && input.source_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['source_id'], message: MEMBER_REPORT_MSG.sourceIdRequired });
  });
export type MemberReportInput = z.input<typeof memberReportInput>;

const memberRef = z.object({ user_id: z.string(), nickname: z.string() });

/** One reported member on the staff list: the reports against them, gathered. */
export const reportedMember = memberRef.extend({
  /** null when the account is gone. */
  type: z.enum(USER_TYPES).nullable(),
  waiting_count: z.number(),
  total_count: z.number(),
  latest: z.string(),
  reasons: z.array(z.string()),
});
export type ReportedMember = z.infer<typeof reportedMember>;

export const memberReportItem = z.object({
  id: z.number(),
  reporter: memberRef,
  reason: z.string(),
  detail: z.string(),
  source: z.enum(MEMBER_REPORT_SOURCES),
  source_id: z.number().nullable(),
  /** The message's or post's text as it was when reported. */
  evidence: z.string(),
  /** Where the evidence can still be opened (a trade post); a message is shown by its evidence alone. */
  link: z.string().nullable(),
  status: z.enum(MEMBER_REPORT_STATUSES),
  handled_by: z.string().nullable(),
  handled_at: z.string().nullable(),
  created: z.string(),
});
export type MemberReportItem = z.infer<typeof memberReportItem>;

/** The reported member as the detail view heads it: the ban dialog needs the type. */
export const reportedMemberHead = memberRef.extend({
  type: z.enum(USER_TYPES).nullable(),
  ban_until: z.string().nullable(),
});

/** 관리자 screens live under /api/admin/user/ with the other member administration (decision 032). */
export const memberReportCalls = {
  report: defineCall(
    '/api/member/report',
    memberReportInput,
    z.object({ id: z.number(), message: z.string() }),
  ),
  reportedList: defineCall(
    '/api/admin/user/reported/list',
    z.object({
      /** 'waiting': members with at least one report not yet decided. */
      filter: z.enum(['waiting', 'all']).default('waiting'),
      q: z.string().trim().max(40).optional(),
      ...paging,
    }),
    z.object({ total: z.number(), items: z.array(reportedMember) }),
  ),
  reports: defineCall(
    '/api/admin/user/reported/reports',
    z.object({
      user_id: userIdRef,
      page: paging.page,
      size: z.coerce.number().int().min(1).max(100).default(MEMBER_REPORT_PAGE_SIZE),
    }),
    z.object({ member: reportedMemberHead, total: z.number(), items: z.array(memberReportItem) }),
  ),
  /** Decides the given waiting reports of one member, or all of them when no ids are given. */
  decide: defineCall(
    '/api/admin/user/reported/decide',
    z.object({
      user_id: userIdRef,
      decision: z.enum(MEMBER_REPORT_DECISIONS),
      ids: z.array(id).min(1).max(100).optional(),
    }),
    z.object({ decided: z.number(), message: z.string() }),
  ),
};
