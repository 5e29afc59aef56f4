import { z } from 'zod';
import { defineCall, nation, noParams } from '../call';

/**
 * /set (§2.2): every set (product) of the three editions, and one set's cards in number order. A set is
 * named by its edition and name, as the cards name it (card_kr.set_name, card_jp.set_name,
 * card_en.set_name), so the page's address is /set?nation=kr&name=… like /card/list's set filter.
 */

export const SETS_MSG = {
  setMissing: '해당 제품을 찾을 수 없습니다.',
  nameRequired: '제품명을 입력해주세요.',
} as const;

/** Another edition's set of the same product (card_set.edition_group; decision 036). */
export const linkedSet = z.object({ nation, name: z.string() });

export const setSummary = z.object({
  nation,
  code: z.string(),
  name: z.string(),
  series: z.string().nullable(),
  /** 'YYYY-MM-DD' or null when unknown. */
  release_date: z.string().nullable(),
  /** The number printed after the slash ('/165'), and the set's full size with secret cards. */
  total_number: z.number().nullable(),
  total: z.number().nullable(),
  /** Cards of this set in the catalogue (deleted cards left out). */
  card_count: z.number(),
  /** Addresses under /upload, or null. */
  logo: z.string().nullable(),
  symbol: z.string().nullable(),
  linked: z.array(linkedSet),
});
export type SetSummary = z.infer<typeof setSummary>;

export const setCard = z.object({
  card_id: z.string(),
  /** The number printed on this edition's card ('006', 'TG05'), null when unknown. */
  number: z.string().nullable(),
  name_kr: z.string().nullable(),
  name_en: z.string(),
  name_jp: z.string().nullable(),
  rarity: z.string().nullable(),
  image_kr: z.string().nullable(),
  image_en: z.string().nullable(),
  image_jp: z.string().nullable(),
});
export type SetCard = z.infer<typeof setCard>;

export const setCalls = {
  /** Every set, newest release first (sets without a date last). */
  list: defineCall('/api/set/list', noParams, z.array(setSummary)),
  read: defineCall(
    '/api/set/read',
    z.object({
      nation,
      name: z.string({ error: SETS_MSG.nameRequired }).trim().min(1, SETS_MSG.nameRequired).max(200),
    }),
    z.object({ set: setSummary, cards: z.array(setCard) }),
  ),
};
