import { z } from 'zod';
import { cardId, nation } from '../call';
import { ENERGY_CODES, SUPERTYPES } from '../constants';
import { RANK_COLUMN_KEYS, RANK_TYPES } from '../calls/ranking';
import { PUBLIC_API_PAGE_LIMIT } from './limits';

/**
 * Path and query parameters of the public API. Query values arrive as text, so numbers are coerced; every
 * query object is strict, so a misspelt parameter is a 400 rather than a silently ignored filter.
 */

const text = (max: number) => z.string().trim().max(max);

export const cardIdPath = z.object({ id: cardId.describe("카드 id (예: 'sv3pt5-6')") });
export const setIdPath = z.object({
  id: z
    .string()
    .max(80)
    .regex(/^(kr|en|jp)-.+$/)
    .describe("세트 id '{판}-{세트 코드}' (예: 'en-sv3pt5')"),
});

export const noQuery = z.object({}).strict();

const energyList = text(200)
  .refine(
    (value) => value.split(',').every((t) => (ENERGY_CODES as string[]).includes(t.trim())),
    `types는 쉼표로 구분한 에너지 타입입니다 (${ENERGY_CODES.join(', ')}).`,
  )
  .describe("쉼표로 구분한 에너지 타입, 하나라도 있으면 일치 (예: 'Fire,Water')");
const hpBound = z.coerce.number().int().min(0).max(1000);

export const cardSearchQuery = z
  .object({
    q: text(100)
      .optional()
      .describe('카드 이름·특성·기술 이름의 일부. 한글·영문·일문 모두 (예: 리자, charizard, リザ)'),
    nation: nation.default('kr').describe('set, rarity 필터가 가리키는 판'),
    set: text(200).optional().describe('세트 이름 (nation 판 기준)'),
    rarity: text(200).optional().describe('레어도 (nation 판 기준)'),
    supertype: z
      .enum(SUPERTYPES)
      .optional()
      .describe('카드 종류: Pokémon 포켓몬, Trainer 트레이너스, Energy 에너지'),
    types: energyList.optional(),
    hp_min: hpBound.optional().describe('HP 이상 (0~1000)'),
    hp_max: hpBound.optional().describe('HP 이하 (0~1000)'),
    limit: z.coerce
      .number()
      .int()
      .min(PUBLIC_API_PAGE_LIMIT.min)
      .max(PUBLIC_API_PAGE_LIMIT.max)
      .default(PUBLIC_API_PAGE_LIMIT.default)
      .describe(`한 쪽의 카드 수 (${PUBLIC_API_PAGE_LIMIT.min}~${PUBLIC_API_PAGE_LIMIT.max})`),
    cursor: z.string().max(200).optional().describe('이전 응답의 next_cursor'),
  })
  .strict();
export type CardSearchQuery = z.output<typeof cardSearchQuery>;

export const PRICE_MONTHS = ['1', '3', '6', '12', '120'] as const;
export const pricesQuery = z
  .object({
    nation: nation.default('kr').describe('어느 판의 거래 시세인지'),
    months: z.enum(PRICE_MONTHS).default('12').describe('기간(개월). 120은 누적'),
  })
  .strict();

export const rankingQuery = z
  .object({
    type: z.enum(RANK_TYPES).default('rating').describe('rating 평점, trade 거래, usage 덱 채용·수집'),
    nation: nation.default('kr').describe('어느 판의 순위인지'),
    sort: z
      .enum(RANK_COLUMN_KEYS as [string, ...string[]])
      .optional()
      .describe('순위 기준 열'),
    direction: z.enum(['asc', 'desc']).default('desc').describe('desc 높은 순, asc 낮은 순'),
    set: text(200).optional().describe('세트 이름 (nation 판 기준)'),
    series: text(200).optional().describe('시리즈 이름 (nation 판 기준)'),
  })
  .strict();
