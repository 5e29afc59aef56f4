import { z } from 'zod';
import { cardId, defineCall, nation, shortText } from '../call';

/**
 * Collection books (콜렉션북) and challenge books (챌린지북), /collection/* of §2.2: the cards a member
 * owns per edition, and per-set checklists of every card of a set.
 */

export const COLLECTION_MSG = {
  amountRange: '수량은 1~999장 사이의 숫자로 입력해주세요.',
  amountOverMax: '한 카드는 999장까지 담을 수 있습니다.',
  notInCollection: '콜렉션북에 없는 카드입니다.',
  ownerRequired: '콜렉션북을 볼 회원의 아이디나 닉네임을 알려주세요.',
  setRequired: '제품명을 선택해주세요',
  setMissing: '해당 제품을 찾을 수 없습니다.',
  removed: '콜렉션북에서 삭제되었습니다.',
  updated: '수량이 변경되었습니다.',
  empty: '아직 콜렉션북에 담긴 카드가 없습니다.',
} as const;

/** How many copies of one card edition a member may keep in the book. */
export const COLLECTION_MAX_AMOUNT = 999;
/** Cards per page of /collection/list. */
export const COLLECTION_PAGE_SIZE = 24;

const amount = z.coerce
  .number({ error: COLLECTION_MSG.amountRange })
  .int(COLLECTION_MSG.amountRange)
  .min(1, COLLECTION_MSG.amountRange)
  .max(COLLECTION_MAX_AMOUNT, COLLECTION_MSG.amountRange);
const setName = z.string().trim().min(1, COLLECTION_MSG.setRequired).max(200);

const byCardEdition = z.object({ card_id: cardId, nation });

/** The facts of one card edition that the lists, the checklist and the cards-added toast show. */
export const collectionCard = z.object({
  card_id: z.string(),
  nation,
  name: z.string(),
  number: z.string().nullable(),
  printed_total: z.number().nullable(),
  rarity: z.string().nullable(),
  set_name: z.string().nullable(),
  series: z.string().nullable(),
  regulation_mark: z.string().nullable(),
  image: z.string().nullable(),
});
export type CollectionCard = z.infer<typeof collectionCard>;

export const collectionItem = collectionCard.extend({ amount: z.number() });
export type CollectionItem = z.infer<typeof collectionItem>;

export const collectionOwner = z.object({
  user_id: z.string(),
  nickname: z.string(),
  collection_show: z.boolean(),
});

export const collectionPage = z.object({
  owner: collectionOwner,
  total_count: z.number(),
  /** The owner's set names in the chosen edition, for the set filter (empty without an edition). */
  sets: z.array(z.string()),
  rows: z.array(collectionItem),
});
export type CollectionPage = z.infer<typeof collectionPage>;

/** One set of an edition with how much of it the member owns: owned distinct cards of total. */
export const setProgress = z.object({
  set_name: z.string(),
  series: z.string().nullable(),
  release_date: z.string().nullable(),
  total: z.number(),
  owned: z.number(),
});
export type SetProgress = z.infer<typeof setProgress>;

export const collectionDashboard = z.object({
  nation,
  distinct_cards: z.number(),
  total_amount: z.number(),
  /** Only the sets with at least one owned card, most complete first. */
  sets: z.array(setProgress),
});
export type CollectionDashboard = z.infer<typeof collectionDashboard>;

/** A checklist slot: every card of the set in number order, amount 0 when missing. */
export const checklistCard = collectionItem;
export const challengeBook = z.object({
  nation,
  set_name: z.string(),
  series: z.string().nullable(),
  total: z.number(),
  owned: z.number(),
  cards: z.array(checklistCard),
});
export type ChallengeBook = z.infer<typeof challengeBook>;

export const collectionCalls = {
  /** Adds copies to the logged-in member's book (a second add of the same card edition adds up). */
  insert: defineCall(
    '/api/collection/insert',
    byCardEdition.extend({ amount }),
    z.object({ card: collectionItem, added: z.number() }),
  ),
  /** Sets the number of copies of a card edition already in the book. */
  update: defineCall('/api/collection/update', byCardEdition.extend({ amount }), collectionItem),
  remove: defineCall('/api/collection/delete', byCardEdition, byCardEdition),
  /** One member's book by user_id or nickname, newest first; only when it is shown (§6). */
  list: defineCall(
    '/api/collection/list',
    z.object({
      user_id: shortText(64).optional(),
      nickname: shortText(64).optional(),
      nation: nation.optional(),
      set_name: setName.optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    collectionPage,
  ),
  dashboard: defineCall('/api/collection/dashboard', z.object({ nation }), collectionDashboard),
  /** Every set of an edition with the logged-in member's progress (0 for a guest). */
  challengeList: defineCall('/api/collection/challengebook/list', z.object({ nation }), z.array(setProgress)),
  challengeRead: defineCall(
    '/api/collection/challengebook/read',
    z.object({ nation, set_name: setName }),
    challengeBook,
  ),
};
