import { z } from 'zod';
import { defineCall, paging } from '../call';

/** The admin dashboard (/admin/dashboard) and the visitor log (/admin/main/visited_log); decision 037. */

/**
 * Raw visited-log rows (path, IP, member) are kept this many Seoul days, then deleted by the daily job
 * once their day is in the daily rollup; the privacy policy states the same period.
 */
export const VISIT_LOG_RETENTION_DAYS = 90;

/** The visitor log counts its matches up to this many; past it the pager says "이상". */
export const VISIT_LOG_COUNT_CAP = 10_000;

export const SITE_DASHBOARD_MSG = {
  periodInvalid: '기간은 오늘, 7일, 30일 중에서 골라 주세요.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  dateOrder: '종료일은 시작일과 같거나 그 뒤여야 합니다.',
  ipInvalid: 'IP 주소는 숫자, 영문, 점(.)과 콜론(:)만 쓸 수 있습니다.',
} as const;

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** How many Seoul days each period covers, today included. */
export const DASHBOARD_PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: '오늘',
  '7d': '최근 7일',
  '30d': '최근 30일',
};

/** The per-day figures, in the order the dashboard shows them. */
export const DASHBOARD_FIGURES = [
  'visitors',
  'page_views',
  'new_members',
  'board_posts',
  'card_reviews',
  'trade_posts',
  'trade_prices',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

/**
 * The staff queues whose waiting items the dashboard counts, each with the screen that works it. The
 * server counts each from its table's waiting state; the web app shows the label and links the count.
 */
export const DASHBOARD_QUEUES = [
  { key: 'provide_image', label: '이미지 제보', link: '/admin/provide/image' },
  { key: 'provide_info', label: '정보 제보', link: '/admin/provide/info' },
  { key: 'provide_bug', label: '오류 제보', link: '/admin/provide/bug' },
  { key: 'member_report', label: '회원 신고', link: '/admin/user/reported' },
  { key: 'board_blinded', label: '블라인드 게시글', link: '/admin/board/blinded_post' },
  { key: 'db_request', label: '카드/DB 추가 요청', link: '/admin/board/db_request' },
  { key: 'inquiry', label: '1:1 문의', link: '/admin/main/contact' },
  { key: 'official_result', label: '공식대회 제보', link: '/admin/provide/official_league' },
  { key: 'player_claim', label: '선수 인증', link: '/admin/league/player_claim' },
  { key: 'league_uid', label: 'UID 신청', link: '/admin/league/uid_apply' },
  { key: 'trade_request', label: '거래 요청', link: '/admin/trade/request' },
  { key: 'order_new', label: '새 주문 (주문접수)', link: '/admin/pointmall/order' },
  { key: 'order_preparing', label: '배송 준비중 주문', link: '/admin/pointmall/order' },
] as const;
export type DashboardQueueKey = (typeof DASHBOARD_QUEUES)[number]['key'];
const queueKeys = DASHBOARD_QUEUES.map((q) => q.key) as [DashboardQueueKey, ...DashboardQueueKey[]];

const figureCounts = z.object(
  Object.fromEntries(DASHBOARD_FIGURES.map((f) => [f, z.number()])) as Record<DashboardFigure, z.ZodNumber>,
);

export const dashboardDay = figureCounts.extend({
  /** A Seoul calendar day, 'YYYY-MM-DD'. */
  day: z.string(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardAnswer = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** Oldest first, today last. */
  days: z.array(dashboardDay),
  totals: figureCounts,
  /** The most viewed paths of the period (query strings dropped), most viewed first. */
  top_paths: z.array(z.object({ path: z.string(), views: z.number() })),
  /** Items waiting now in each queue, whatever the period. */
  queues: z.array(z.object({ key: z.enum(queueKeys), count: z.number() })),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

const seoulDay = z.iso.date({ error: SITE_DASHBOARD_MSG.dateInvalid });

export const visitLogParams = z
  .object({
    /** The start of a path: '/card' finds /card/list and /card/detail?… alike. */
    path: z.string().trim().max(200).default(''),
    /** A member id, exactly; '' for everyone (guests included). */
    user_id: z.string().trim().max(64).default(''),
    ip: z
      .string()
      .trim()
      .max(64)
      .regex(/^[0-9A-Za-z.:]*$/, SITE_DASHBOARD_MSG.ipInvalid)
      .default(''),
    /** Seoul calendar days, both included. */
    from: seoulDay.nullable().default(null),
    to: seoulDay.nullable().default(null),
    ...paging,
  })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { path: ['to'], message: SITE_DASHBOARD_MSG.dateOrder });
export type VisitLogParams = z.input<typeof visitLogParams>;

export const visitLogItem = z.object({
  id: z.number(),
  path: z.string(),
  ip: z.string().nullable(),
  user_id: z.string().nullable(),
  nickname: z.string().nullable(),
  /** An ISO instant; screens show it in Korean time. */
  created: z.string(),
});
export type VisitLogItem = z.infer<typeof visitLogItem>;

export const siteDashboardCalls = {
  dashboard: defineCall(
    '/api/admin/dashboard',
    z.object({
      period: z.enum(DASHBOARD_PERIODS, { error: SITE_DASHBOARD_MSG.periodInvalid }).default('7d'),
    }),
    dashboardAnswer,
  ),
  visitLog: defineCall(
    '/api/admin/main/visited_log/list',
    visitLogParams,
    /** total stops at VISIT_LOG_COUNT_CAP; capped says there are more. */
    z.object({ total: z.number(), capped: z.boolean(), items: z.array(visitLogItem) }),
  ),
};
