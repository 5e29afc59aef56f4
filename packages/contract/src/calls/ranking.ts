import { z } from 'zod';
import { defineCall, nation } from '../call';

/** §7.3 rank calls and §3 "Ranking row" (§2.20). */

export const RANK_TYPES = ['rating', 'trade', 'usage'] as const;
export type RankType = (typeof RANK_TYPES)[number];

/** The sortable columns of each rank type, in screen order (§2.20). */
export const RANK_COLUMNS = {
  rating: [
    { key: 'total_avg', label: '종합평점' },
    { key: 'perform_avg', label: '성능평점' },
    { key: 'collect_avg', label: '수집평점' },
  ],
  trade: [
    { key: 'avg_price', label: '평균가격' },
    { key: 'max_price', label: '최고가격' },
    { key: 'count', label: '거래량' },
  ],
  usage: [
    { key: 'deck_total_count', label: '덱 채용건' },
    { key: 'deck_total_amount', label: '덱 채용수' },
    { key: 'collection_total_amount', label: '수집' },
  ],
} as const;
export type RankColumn = (typeof RANK_COLUMNS)[RankType][number]['key'];
export const RANK_COLUMN_KEYS = Object.values(RANK_COLUMNS).flatMap((cols) => cols.map((c) => c.key));

/** Rows one ranking answers: ten desktop pages of ten, or the mobile list of 100 (§9). */
export const RANK_LIMIT = 100;
export const RANK_EMPTY = '해당 조건에 맞는 데이터가 없습니다';

export const rankKeyword = z
  .object({
    nation: nation.default('kr'),
    series: z.string().trim().max(200).nullable().optional(),
    set_name: z.string().trim().max(200).nullable().optional(),
    /** Which column the server ranks by; the screen then sorts the fetched rows itself (§4). */
    sort: z.enum(RANK_COLUMN_KEYS as [RankColumn, ...RankColumn[]]).optional(),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();

export const rankRow = z.object({
  id: z.string(),
  name: z.string(),
  set_name: z.string().nullable(),
  number: z.string().nullable(),
  set_printedTotal: z.number().nullable(),
  rarity: z.string().nullable(),
  regulationMark: z.string().nullable(),
  image_kr: z.string().nullable(),
  image_en: z.string().nullable(),
  image_jp: z.string().nullable(),
  total_avg: z.number(),
  perform_avg: z.number(),
  collect_avg: z.number(),
  total_count: z.number(),
  total_perform: z.number(),
  total_collect: z.number(),
  avg_price: z.number(),
  max_price: z.number(),
  count: z.number(),
  deck_total_count: z.number(),
  deck_total_amount: z.number(),
  collection_total_amount: z.number(),
});
export type RankRow = z.infer<typeof rankRow>;

const rankCall = (type: RankType, n: z.infer<typeof nation>) =>
  defineCall(`/api/rank/${type}/${n}`, z.object({ keyword: rankKeyword }), z.array(rankRow));

export const rankingCalls = {
  rank: rankCall,
};
