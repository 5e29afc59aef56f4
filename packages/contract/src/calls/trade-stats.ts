import { z } from 'zod';
import { cardId, defineCall, nation } from '../call';
import { CARD_CONDITIONS, PRICE_STATES } from '../constants';
import { CHART_PERIODS } from '../trade/chart';

/** §7.4 Trade statistics: the price group of a card, its summaries, chart rows and recent posts. */

const ids = z.array(cardId).min(1).max(500);
const byIds = z.object({ ids, card_nation: nation });
export const chartMonth = z.coerce
  .number()
  .int()
  .refine((m) => CHART_PERIODS.some((p) => p.month === m), '기간은 120, 12, 6, 3, 1개월 중 하나여야 합니다.');

/** Grades are stored ×10: 100 (10) down to 10 (1) in steps of 5 (0.5) (§9). */
export const GRADE_VALUES = Array.from({ length: 19 }, (_, i) => 100 - i * 5);
export const GRADE_COMPANIES = ['PSA', 'ETC'] as const;
export type GradeCompany = (typeof GRADE_COMPANIES)[number];

/** §3 chart row: one bucket (day, week or month) with the averages of each line, 0 where nothing traded. */
export const chartRow = z.object({
  card_date: z.string(),
  card_year: z.number(),
  card_month: z.number(),
  card_week: z.number(),
  S_price: z.number(),
  A_price: z.number(),
  B_price: z.number(),
  C_below_price: z.number(),
  /** PSA_{grade×10}_price and ETC_{grade×10}_price for every grade with trades in the bucket. */
  graded: z.record(z.string(), z.number()),
});
export type ChartRow = z.infer<typeof chartRow>;

export const totalRow = z.object({ total_avg: z.number(), total_max: z.number(), total_min: z.number() });
export const postCountRow = z.object({
  total: z.number(),
  registered: z.number(),
  finished: z.number(),
  /** Average price of the registered / finished trades (0 when none). */
  registered_price: z.number(),
  finished_price: z.number(),
});
export const tradePostItem = z.object({
  id: z.number(),
  title: z.string(),
  created: z.string(),
  card_state: z.string(),
  card_price: z.number(),
});

/** The per-condition and per-grade averages of the summaries (§2.13). */
export const conditionAverages = z.object({
  S: z.number(),
  A: z.number(),
  B: z.number(),
  C_below: z.number(),
  /** Average of every graded trade, for the mobile '등급' tile. */
  graded: z.number(),
});
export const gradeAverage = z.object({ grade: z.number(), avg: z.number(), count: z.number() });

/** Everything the statistics section shows, in one request (the §7.4 calls still answer on their own). */
export const tradeStats = z.object({
  ids: z.array(z.string()),
  total: totalRow,
  posts: postCountRow,
  recent_s: z.number().nullable(),
  conditions: conditionAverages,
  /** Ten grades per company: those with trades first (grade descending), then the highest empty ones. */
  grades: z.record(z.enum(GRADE_COMPANIES), z.array(gradeAverage)),
  graded_totals: z.record(z.enum(GRADE_COMPANIES), totalRow.extend({ count: z.number() })),
  /** Only admin-entered prices (post_id 0), no user posts, and a group of this card alone (§2.13). */
  overseas_only: z.boolean(),
  charts: z.record(z.string(), z.array(chartRow)),
  recent_posts: z.array(tradePostItem),
});
export type TradeStats = z.infer<typeof tradeStats>;

const isoDate = z.iso.date({ error: '날짜는 YYYY-MM-DD 형식이어야 합니다.' });

/**
 * One row of the admin price entry (§2.11): post_id 0, the en card id. The state decides which date is
 * kept (§4): 등록됨 keeps the registered date, 판매완료 the sold date. A graded card names its company and
 * grade (×10).
 */
export const adminPriceRow = z
  .object({
    post_id: z.literal(0).default(0),
    card_id: cardId,
    card_nation: nation,
    card_name: z.string().trim().max(200).default(''),
    card_state: z.enum(CARD_CONDITIONS),
    grade_company: z.enum(GRADE_COMPANIES).nullable().optional(),
    grade: z.coerce.number().int().nullable().optional(),
    card_price: z.coerce.number().int().min(0, '가격은 0원 이상이어야 합니다.').max(1_000_000_000),
    card_created: isoDate.nullable().optional(),
    card_sold: isoDate.nullable().optional(),
    state: z.enum(PRICE_STATES),
  })
  .superRefine((row, ctx) => {
    if (row.state === '등록됨' && !row.card_created)
      ctx.addIssue({ code: 'custom', path: ['card_created'], message: '등록일을 입력해주세요.' });
    if (row.state === '판매완료' && !row.card_sold)
      ctx.addIssue({ code: 'custom', path: ['card_sold'], message: '판매일을 입력해주세요.' });
    if (row.card_state === '등급' && (!row.grade_company || !GRADE_VALUES.includes(row.grade ?? -1)))
      ctx.addIssue({
        code: 'custom',
        path: ['grade'],
        message: '등급 카드는 등급회사와 등급(10~1)을 선택해주세요.',
      });
  });

export const tradeStatsCalls = {
  isPokemon: defineCall(
    '/api/card/detail/trade/group/isPokemon',
    z.object({ card_id: cardId }),
    z.array(z.object({ supertype: z.string() })),
  ),
  groupAttacks: (n: z.infer<typeof nation>) =>
    defineCall(
      `/api/card/detail/trade/group/import/attacks/${n}`,
      z.object({ card_id: cardId }),
      z.array(z.object({ name: z.string() })),
    ),
  groupCards: (n: z.infer<typeof nation>) =>
    defineCall(
      `/api/card/detail/trade/group/card/${n}`,
      z.object({
        series: z.string().trim().max(200).nullable(),
        name: z.string().trim().max(200).nullable(),
        rarity: z.string().trim().max(100).nullable(),
      }),
      z.array(z.object({ id: z.string() })),
    ),
  chart: defineCall('/api/card/detail/trade/chart', byIds.extend({ month: chartMonth }), z.array(chartRow)),
  /** Decision 010: the {card_id, card_nation} reading, answering the post ids of the card's prices. */
  isOnlyAdmin: defineCall(
    '/api/card/detail/trade/isOnlyAdmin',
    z.object({ card_id: cardId, card_nation: nation }),
    z.array(z.object({ post_id: z.number() })),
  ),
  total: defineCall('/api/card/detail/trade/info/total', byIds, z.array(totalRow)),
  post: defineCall('/api/card/detail/trade/info/post', byIds, z.array(postCountRow)),
  recentS: defineCall(
    '/api/card/detail/trade/info/recent_s',
    byIds,
    z.array(z.object({ price: z.number() })),
  ),
  postList: defineCall(
    '/api/card/detail/trade/info/post_list',
    z.object({ card_id: cardId, card_nation: nation }),
    z.array(tradePostItem),
  ),
  adminInsertPrice: defineCall(
    '/api/admin/trade/price/insert/card',
    adminPriceRow,
    z.object({ id: z.number() }),
  ),
  stats: defineCall(
    '/api/card/detail/trade/stats',
    z.object({ card_id: cardId, card_nation: nation }),
    tradeStats,
  ),
};
