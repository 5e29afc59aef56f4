import { z } from 'zod';
import { cardId, defineCall, id, nation, paging } from '../call';
import { DECK_SIZE } from '../decks/deck-rules';

/** Deck recipes (/deck/*, §2.15, §3 "Deck list item"; decision 015). */

export const DECK_MSG = {
  notFound: '해당 덱을 찾을 수 없습니다.',
  notOwner: '본인이 작성한 덱만 수정하거나 삭제할 수 있습니다.',
  unknownCard: (id: string) => `등록되지 않은 카드가 있습니다: ${id}`,
  titleRequired: '덱 제목을 입력해주세요.',
  titleTooLong: '덱 제목은 100자까지 쓸 수 있습니다.',
  tooManyTags: '태그는 10개까지 넣을 수 있습니다.',
  tagTooLong: '태그는 20자까지 쓸 수 있습니다.',
  ratingStep: '평점은 0.5~5 사이, 0.5 단위로 입력해주세요.',
  deleteConfirm: '이 덱을 삭제하시겠습니까?',
  deleted: '덱이 삭제되었습니다.',
  saved: '덱이 저장되었습니다.',
  copied: '덱이 복사되었습니다. 내 덱으로 저장되었습니다.',
  rated: '평점이 반영되었습니다.',
  loginRequired: '로그인 이후에 이용할 수 있습니다.',
} as const;

export const REGULATION_GROUPS = ['스탠다드', '익스팬디드', '자유'] as const;
export const DECK_STATUSES = ['공개', '비공개'] as const;
export type DeckStatus = (typeof DECK_STATUSES)[number];
export const DECK_SEARCH_TYPES = ['제목', '작성자', '태그', '카드 ID'] as const;
export const DECK_SORTS = ['최신순', '조회순', '좋아요순', '평점순'] as const;
export const DECK_PAGE_SIZE = 12;
/** The card page shows this many decks (§2.15). */
export const DECK_SECTION_SIZE = 3;

const tag = z.string().trim().min(1).max(20, DECK_MSG.tagTooLong);

export const deckCardInput = z.object({
  card_id: cardId,
  amount: z.coerce.number().int().min(1).max(DECK_SIZE),
});

export const deckFields = z.object({
  title: z.string().trim().min(1, DECK_MSG.titleRequired).max(100, DECK_MSG.titleTooLong),
  content: z.string().max(10_000, '덱 설명은 10,000자까지 쓸 수 있습니다.').default(''),
  deck_nation: nation.default('kr'),
  tag: z.array(tag).max(10, DECK_MSG.tooManyTags).default([]),
  regulation_group: z.enum(REGULATION_GROUPS).default('스탠다드'),
  season: z.string().trim().max(30, '시즌은 30자까지 쓸 수 있습니다.').default(''),
  status: z.enum(DECK_STATUSES).default('공개'),
  /** In the deck's order; one row per card id (the server adds up repeats). */
  cards: z.array(deckCardInput).max(DECK_SIZE, `덱은 ${DECK_SIZE}장을 넘을 수 없습니다.`),
});
export type DeckFields = z.input<typeof deckFields>;

/** §3 "Deck list item", with the per-type counts of §2.15 as a list. */
export const deckItem = z.object({
  id: z.number(),
  title: z.string(),
  created: z.string(),
  tag: z.string(),
  regulation_group: z.string(),
  season: z.string(),
  deck_nation: nation,
  pokemon_count: z.number(),
  trainer_count: z.number(),
  energy_count: z.number(),
  view_count: z.number(),
  like_count: z.number(),
  copy_count: z.number(),
  status: z.enum(DECK_STATUSES),
  rating_avg: z.number(),
  rating_count: z.number(),
  writer: z.string(),
  writer_nickname: z.string(),
  /** Energy types, comma separated (§3). */
  types: z.string(),
  energy_counts: z.array(z.object({ type: z.string(), count: z.number() })),
  image_kr: z.string().nullable(),
  image_en: z.string().nullable(),
  image_jp: z.string().nullable(),
});
export type DeckItem = z.infer<typeof deckItem>;

/** One card of a deck with what the builder, the read page and the text export show. */
export const deckCardView = z.object({
  card_id: z.string(),
  amount: z.number(),
  supertype: z.string(),
  name_en: z.string(),
  name_kr: z.string().nullable(),
  name_jp: z.string().nullable(),
  basic_energy: z.boolean(),
  energy_type: z.string().nullable(),
  /** The online game's set code, or the catalogue set id when the set has none (decision 015). */
  set_code: z.string(),
  number: z.string(),
  image_kr: z.string().nullable(),
  image_en: z.string().nullable(),
  image_jp: z.string().nullable(),
});
export type DeckCardView = z.infer<typeof deckCardView>;

export const deckDetail = deckItem.extend({
  content: z.string(),
  copied_from: z.number().nullable(),
  cards: z.array(deckCardView),
  /** The reader's own like and rating; false and null for guests. */
  liked: z.boolean(),
  my_rating: z.number().nullable(),
});
export type DeckDetail = z.infer<typeof deckDetail>;

export const deckSearch = z.object({
  regulation_group: z.enum(['전체', ...REGULATION_GROUPS]).default('전체'),
  search_type: z.enum(DECK_SEARCH_TYPES).default('제목'),
  text: z.string().trim().max(100).default(''),
  tag: z.string().trim().max(20).default(''),
  season: z.string().trim().max(30).default(''),
  sort: z.enum(DECK_SORTS).default('최신순'),
});
export type DeckSearch = z.input<typeof deckSearch>;
/** The search /deck/list starts with (deckSearch's defaults), as plain data for screens that share its answer. */
export const DEFAULT_DECK_SEARCH: z.output<typeof deckSearch> = {
  regulation_group: '전체',
  search_type: '제목',
  text: '',
  tag: '',
  season: '',
  sort: '최신순',
};

const deckPage = z.object({ total: z.number(), items: z.array(deckItem) });
export type DeckPage = z.infer<typeof deckPage>;
const byId = z.object({ id });
const idResult = z.object({ id: z.number() });

export const deckCalls = {
  write: defineCall('/api/deck/write', deckFields, idResult),
  update: defineCall('/api/deck/update', deckFields.extend({ id }), idResult),
  remove: defineCall('/api/deck/delete', byId, idResult),
  read: defineCall('/api/deck/read', byId, deckDetail),
  list: defineCall(
    '/api/deck/list',
    deckSearch.extend({
      page: paging.page,
      size: z.coerce.number().int().min(1).max(60).default(DECK_PAGE_SIZE),
    }),
    deckPage,
  ),
  copy: defineCall('/api/deck/copy', byId, idResult),
  like: defineCall('/api/deck/like', byId, z.object({ liked: z.boolean(), like_count: z.number() })),
  rate: defineCall(
    '/api/deck/rate',
    z.object({
      id,
      rating: z.coerce
        .number()
        .min(0.5, DECK_MSG.ratingStep)
        .max(5, DECK_MSG.ratingStep)
        .refine((v) => Number.isInteger(v * 2), DECK_MSG.ratingStep),
    }),
    z.object({ rating_avg: z.number(), rating_count: z.number() }),
  ),
  view: defineCall('/api/deck/view_count/increase', byId, z.object({ view_count: z.number() })),
  /** The card page's section (§2.15, §7.3): up to 3 public decks with the card, and how many there are. */
  section: defineCall(
    '/api/new/deck/select/search',
    z.object({
      /** Accepted because the spec's payload has it; the section lists decks of every edition. */
      deck_nation: nation.default('kr'),
      keyword: z.object({ text: cardId }).loose(),
    }),
    deckPage,
  ),
  /** Card details for the builder: the cards it holds, in the order asked. */
  cards: defineCall(
    '/api/deck/cards',
    z.object({ ids: z.array(cardId).max(DECK_SIZE) }),
    z.array(deckCardView),
  ),
  /** Resolves a pasted deck list to cards; lines it cannot use come back with Korean messages. */
  importText: defineCall(
    '/api/deck/import',
    z.object({ text: z.string().max(20_000, '덱 리스트가 너무 깁니다.') }),
    z.object({
      cards: z.array(deckCardView),
      errors: z.array(z.object({ line: z.number(), text: z.string(), message: z.string() })),
    }),
  ),
};
