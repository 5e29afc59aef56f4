import { z } from 'zod';
import { nation } from '../call';

/**
 * GET /v1/cards/{id}/prices: KRW trade statistics from the site's members' trades and the prices staff
 * enter (§2.13). Prices are kept per price group (prints staff count as one for prices), so `price_group`
 * lists the cards the figures cover.
 */

const won = z.number().int().describe('원(KRW). 거래가 없으면 0.');
const averageWithCount = z.object({ average: won, count: z.number().int() });

export const publicGradePrice = z.object({
  company: z.enum(['PSA', 'ETC']).describe('PSA, 그 밖의 그레이딩 회사는 ETC'),
  grade: z.number().describe('10, 9.5, … 1'),
  average: won,
  count: z.number().int(),
});

export const publicPrices = z.object({
  data: z.object({
    card_id: z.string(),
    nation,
    currency: z.literal('KRW'),
    price_group: z.array(z.string()),
    all_time: z.object({
      average: won,
      highest: won,
      lowest: won,
      trade_count: z.number().int(),
      by_condition: z.object({ S: won, A: won, B: won, C_below: won, graded: won }),
      by_grade: z.array(publicGradePrice),
    }),
    period: z.object({
      months: z.number().int(),
      from: z.string().describe('기간의 첫날 (YYYY-MM-DD, 한국 시간)'),
      trade_count: z.number().int(),
      by_condition: z.object({
        S: averageWithCount,
        A: averageWithCount,
        B: averageWithCount,
        C_below: averageWithCount,
      }),
      by_grade: z.array(publicGradePrice),
    }),
  }),
});
export type PublicPrices = z.infer<typeof publicPrices>;
