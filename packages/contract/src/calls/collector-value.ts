import { z } from 'zod';
import { defineCall, id, nation, shortText } from '../call';

/**
 * What a deck or a collection book is worth in KRW, from the trade price records. A card's unit price is
 * its recent average: the mean of its non-zero prices in the chosen condition registered (card_created)
 * in the last N days — sale lines still listed and admin-entered prices. A deck line takes the
 * cheapest released edition of the card; a collection entry takes the edition the member owns. Cards with
 * no price in the window are listed and counted, not guessed.
 */

export const VALUE_MSG = {
  deckTitle: '덱 가격',
  collectionTitle: '콜렉션 예상 가치',
  howTitle: '계산 방법',
  conditionLabel: '카드 상태',
  unpriced: (count: number) => `가격 정보가 없는 카드 ${count}종`,
  daysInvalid: '기간은 7일에서 365일 사이로 선택해 주세요.',
} as const;

/**
 * The conditions a value can be asked in: §9's raw conditions, or '전체' for any of them. Graded slabs
 * ('등급') and '기타' are left out: their prices say little about a playable or binder copy.
 */
export const VALUE_CONDITIONS = ['전체', 'S급', 'A급', 'B급', 'C급 이하'] as const;
export type ValueCondition = (typeof VALUE_CONDITIONS)[number];
/** The raw conditions '전체' averages over. */
export const ANY_RAW_CONDITION = ['S급', 'A급', 'B급', 'C급 이하'] as const;

export const VALUE_DEFAULT_DAYS = 90;
/** How far back the collection's change looks. */
export const VALUE_CHANGE_DAYS = 30;

const days = z.coerce
  .number({ error: VALUE_MSG.daysInvalid })
  .int(VALUE_MSG.daysInvalid)
  .min(7, VALUE_MSG.daysInvalid)
  .max(365, VALUE_MSG.daysInvalid)
  .default(VALUE_DEFAULT_DAYS);
const condition = z.enum(VALUE_CONDITIONS).default('전체');

/** One card of a deck with the edition that priced it. */
export const deckValueLine = z.object({
  card_id: z.string(),
  name: z.string(),
  amount: z.number(),
  /** The cheapest released edition with a price, or null for an unpriced card. */
  edition: nation.nullable(),
  unit_price: z.number().nullable(),
  /** How many price records the average is made of. */
  records: z.number(),
  line_total: z.number().nullable(),
});
export type DeckValueLine = z.infer<typeof deckValueLine>;

export const deckValue = z.object({
  deck_id: z.number(),
  condition: z.enum(VALUE_CONDITIONS),
  days: z.number(),
  /** The Korean day the window ends on ('YYYY-MM-DD'). */
  as_of: z.string(),
  total: z.number(),
  priced_cards: z.number(),
  unpriced_cards: z.number(),
  lines: z.array(deckValueLine),
});
export type DeckValue = z.infer<typeof deckValue>;

/** A card of the book without a price, for the list under the figure. */
export const unpricedEntry = z.object({
  card_id: z.string(),
  nation,
  name: z.string(),
  amount: z.number(),
});

/** How many unpriced entries the collection answer names (all are counted). */
export const UNPRICED_LIST_MAX = 100;

export const collectionValue = z.object({
  user_id: z.string(),
  nickname: z.string(),
  condition: z.enum(VALUE_CONDITIONS),
  days: z.number(),
  as_of: z.string(),
  /** The book now: Σ amount × unit price over the entries priced in the last N days. */
  value: z.number(),
  priced_entries: z.number(),
  /** The same book valued VALUE_CHANGE_DAYS days ago (the N days before that day). */
  value_before: z.number(),
  priced_entries_before: z.number(),
  change: z.number(),
  /** change / value_before × 100, one decimal; null when there was nothing to compare with. */
  change_percent: z.number().nullable(),
  unpriced_count: z.number(),
  unpriced: z.array(unpricedEntry),
});
export type CollectionValue = z.infer<typeof collectionValue>;

export const collectorValueCalls = {
  /** A deck's price; a private deck only for its writer (and 관리자), as the deck itself. */
  deckValue: defineCall('/api/deck/value', z.object({ deck_id: id, condition, days }), deckValue),
  /** A member's book by user_id or nickname; only when the book itself may be seen (§6). */
  collectionValue: defineCall(
    '/api/collection/value',
    z.object({
      user_id: shortText(64).optional(),
      nickname: shortText(64).optional(),
      condition,
      days,
    }),
    collectionValue,
  ),
};
