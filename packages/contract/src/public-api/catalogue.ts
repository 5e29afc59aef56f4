import { z } from 'zod';
import { nation } from '../call';
import { publicEditionSummary } from './card';

/** Sets, series, rarities, types and the ranking of the public API. */

export const publicSet = z.object({
  id: z.string().describe("'{판}-{세트 코드}' (예: 'en-sv3pt5', 'kr-SV2a')"),
  nation,
  code: z.string(),
  name: z.string(),
  series: z.string().nullable(),
  release_date: z.string().nullable().describe('YYYY-MM-DD'),
  printed_total: z.number().int().nullable(),
  total: z.number().int().nullable(),
  card_count: z.number().int().describe('카탈로그에 있는 이 세트의 카드 수'),
  logo: z.string().nullable(),
  symbol: z.string().nullable(),
  linked: z
    .array(z.object({ nation, name: z.string() }))
    .describe('같은 제품의 다른 판 세트 (예: 151 ↔ ポケモンカード151 ↔ 포켓몬 카드 151)'),
});
export type PublicSet = z.infer<typeof publicSet>;

export const publicSetList = z.object({ data: z.array(publicSet) });

export const publicSetCard = publicEditionSummary.omit({ release_date: true, set: true }).extend({
  id: z.string().describe('카드 id (GET /v1/cards/{id})'),
  name_en: z.string(),
  name_kr: z.string().nullable(),
  name_jp: z.string().nullable(),
});

export const publicSetDetail = z.object({
  data: publicSet.extend({ cards: z.array(publicSetCard).describe('이 판의 카드 번호 순서') }),
});

export const publicRarityList = z.object({
  data: z.array(z.object({ en: z.string(), kr: z.string().nullable(), jp: z.string().nullable() })),
});

const labelled = z.object({ en: z.string(), kr: z.string() });
export const publicTypeList = z.object({
  data: z.object({
    supertypes: z.array(labelled),
    subtypes: z.array(labelled.extend({ supertype: z.string() })),
    types: z.array(labelled).describe('에너지 타입'),
  }),
});

export const publicSeriesList = z.object({
  data: z.array(z.object({ nation, name: z.string() })),
});

export const publicRankRow = z.object({
  rank: z.number().int(),
  id: z.string(),
  name: z.string(),
  set: z.string().nullable(),
  number: z.string().nullable(),
  rarity: z.string().nullable(),
  image: z.string().nullable(),
  rating: z.object({
    total: z.number(),
    performance: z.number(),
    collection: z.number(),
    reviews: z.number().int(),
  }),
  trade: z.object({
    average_krw: z.number().int(),
    highest_krw: z.number().int(),
    count: z.number().int(),
  }),
  usage: z.object({
    decks: z.number().int().describe('채용된 덱 수'),
    copies_in_decks: z.number().int(),
    collected: z.number().int(),
  }),
});
export const publicRanking = z.object({ data: z.array(publicRankRow) });
