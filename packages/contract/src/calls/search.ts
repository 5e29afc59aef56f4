import { z } from 'zod';
import { cardId, defineCall, nation } from '../call';

/** §7.3 Card search and related cards, and the aggregate card page data served beside §7.1. */

export const SUPERTYPE_FILTERS = ['ALL', 'Energy', 'Pokémon', 'Trainer'] as const;
export const TEXT_TYPES = [
  'All',
  'Pokédex number',
  'Card name',
  'Ability name',
  'Ability text',
  'Attack name',
  'Attack text',
] as const;
export type TextType = (typeof TEXT_TYPES)[number];

export const SEARCH_SORTS = [
  'release_desc',
  'release_asc',
  'number_asc',
  'number_desc',
  'hp_desc',
  'hp_asc',
  'rating_desc',
  'rating_asc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZE = 24;

const word = z.string().trim().max(100);
const words = z.array(z.string().trim().min(1).max(60)).max(40).default([]);
const nationName = z
  .object({ nation, name: z.string().trim().max(200) })
  .nullable()
  .optional();
const bound = (max: number) => z.coerce.number().int().min(0).max(max).nullable().optional();

/** §3 "Search keyword", plus the page and sort that the list screen adds. */
export const searchKeyword = z
  .object({
    nation: nation.default('kr'),
    supertype: z.enum(SUPERTYPE_FILTERS).default('ALL'),
    text_type: z.enum(TEXT_TYPES).default('All'),
    text: word.default(''),
    subtypes: words,
    regulationMark: z.array(z.string().trim().min(1).max(2)).max(20).default([]),
    types: words,
    set: nationName,
    rarity: nationName,
    series: nationName,
    artist: word.default(''),
    hp_min: bound(1000),
    hp_max: bound(1000),
    weaknesses: words,
    retreatCost: bound(10),
    resistances: words,
    damage_min: bound(10000),
    damage_max: bound(10000),
    attacksCost: bound(10),
    isAbilityExist: z.boolean().nullable().optional(),
    is_deck: z.boolean().default(false),
    user_id: z.string().trim().max(64).nullable().optional(),
    sort: z.enum(SEARCH_SORTS).default('release_desc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
  })
  .strict();
export type SearchKeyword = z.input<typeof searchKeyword>;

/**
 * §3 "Search result row"; total_count repeats the number of matches on every row, for the pager. A search
 * matching many cards counts them only to the end of the pager's current block of ten pages plus one, and
 * then says total_capped ('N장 이상').
 */
export const searchRow = z.object({
  id: z.string(),
  name_kr: z.string().nullable(),
  /** false when name_kr is only the unconfirmed import-time suggestion. */
  name_kr_confirmed: z.boolean(),
  name_en: z.string(),
  name_jp: z.string().nullable(),
  rarity_kr: z.string().nullable(),
  rarity_en: z.string().nullable(),
  rarity_jp: z.string().nullable(),
  set_kr: z.string().nullable(),
  set_en: z.string().nullable(),
  set_jp: z.string().nullable(),
  number_kr: z.string().nullable(),
  number_en: z.string().nullable(),
  number_jp: z.string().nullable(),
  printedTotal_kr: z.number().nullable(),
  printedTotal_en: z.number().nullable(),
  printedTotal_jp: z.number().nullable(),
  releaseDate_kr: z.string().nullable(),
  releaseDate_en: z.string().nullable(),
  releaseDate_jp: z.string().nullable(),
  regulationMark: z.string().nullable(),
  hp: z.number().nullable(),
  supertype: z.string(),
  image_kr: z.string().nullable(),
  image_en: z.string().nullable(),
  image_jp: z.string().nullable(),
  en_total_avg: z.number(),
  kr_total_avg: z.number(),
  jp_total_avg: z.number(),
  en_total_count: z.number(),
  kr_total_count: z.number(),
  jp_total_count: z.number(),
  en_name: z.string(),
  total_count: z.number(),
  total_capped: z.boolean(),
});
export type SearchRow = z.infer<typeof searchRow>;

/** §3 "Same-name/evolves keyword" (the subset the related-card lists use). */
export const relatedKeyword = z
  .object({
    text: z.string().trim().min(1).max(200),
    /** The card being viewed, left out of the list. */
    id: cardId.optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(6),
  })
  .loose();

const relatedResult = z.array(searchRow);

export const searchCalls = {
  list: (n: z.infer<typeof nation>) =>
    defineCall(`/api/card_search/card/list/${n}`, z.object({ keyword: searchKeyword }), z.array(searchRow)),
  collectionList: (n: z.infer<typeof nation>) =>
    defineCall(
      `/api/card_search/card/list/collection/${n}`,
      z.object({ keyword: searchKeyword, user_id: z.string().trim().min(1).max(64) }),
      z.array(searchRow),
    ),
  samename: defineCall('/api/card/list/samename', z.object({ keyword: relatedKeyword }), relatedResult),
  evolves: defineCall('/api/card/list/evolves', z.object({ keyword: relatedKeyword }), relatedResult),
  /** Name autocomplete: case-insensitive prefix over every edition's names (§2.19). */
  autocomplete: defineCall(
    '/api/card_search/autocomplete',
    z.object({ text: z.string().trim().min(1).max(100) }),
    z.array(z.string()),
  ),
};
