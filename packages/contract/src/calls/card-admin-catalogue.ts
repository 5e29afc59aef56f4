import { z } from 'zod';
import { cardId, defineCall, id, nation } from '../call';

/**
 * The catalogue screens of the card back office (decision 036): sets per edition with their links between
 * editions (/admin/card/set), the whole catalogue as a table (/admin/card/card_en), deleting a card with
 * a 7-day undo (/admin/card/delete) and every review (/admin/card/review).
 */

export const CATALOGUE_MSG = {
  saved: '저장되었습니다.',
  setMissing: '해당 제품을 찾을 수 없습니다.',
  setNameRequired: '제품명을 입력해 주세요.',
  setNameTaken: '같은 언어에 이미 있는 제품명입니다.',
  setCodeRequired: '제품 코드를 입력해 주세요.',
  setCodeTaken: '같은 언어에 이미 있는 제품 코드입니다.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  countInvalid: '숫자를 올바르게 입력해 주세요.',
  linkNeedsTwo: '연결할 제품을 2개 이상 선택해 주세요.',
  linked: '제품을 연결했습니다.',
  unlinked: '제품 연결을 해제했습니다.',
  imageKindInvalid: '이미지 종류는 logo 또는 symbol입니다.',
  imageSaved: '이미지를 저장했습니다.',
  cardMissing: '해당 ID로는 등록된 카드정보가 없습니다.',
  cardDeleted: '삭제된 카드입니다.',
  alreadyDeleted: '이미 삭제된 카드입니다.',
  notDeleted: '삭제되지 않은 카드입니다.',
  deleted: '카드를 삭제했습니다.',
  restored: '카드를 되돌렸습니다.',
  undoWindowPassed: '되돌릴 수 있는 기간(7일)이 지났습니다.',
  findQueryRequired: '카드 ID나 이름을 입력해 주세요.',
  reviewIdsRequired: '리뷰를 선택해 주세요.',
  reviewsMissing: '선택한 리뷰를 찾을 수 없습니다.',
  reviewsBlinded: '블라인드 처리했습니다.',
  reviewsShown: '블라인드를 해제했습니다.',
  reviewsDeleted: '리뷰를 삭제했습니다.',
} as const;

/** A deleted card can be brought back for this many days. */
export const UNDO_DAYS = 7;
export const CATALOGUE_PAGE_SIZE = 50;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(200).default(CATALOGUE_PAGE_SIZE);
const text = z.string().trim().max(100).default('');
const sortDir = z.enum(['asc', 'desc']).default('desc');
const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CATALOGUE_MSG.dateInvalid)
  .refine((d) => !Number.isNaN(Date.parse(d)), CATALOGUE_MSG.dateInvalid);
const count = z.coerce
  .number({ error: CATALOGUE_MSG.countInvalid })
  .int(CATALOGUE_MSG.countInvalid)
  .min(0, CATALOGUE_MSG.countInvalid)
  .max(100_000, CATALOGUE_MSG.countInvalid);
const paged = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });
const message = z.object({ message: z.string() });

// ---- Sets ----------------------------------------------------------------------------------------

export const cardSetRow = z.object({
  id: z.number(),
  nation,
  code: z.string(),
  name: z.string(),
  series: z.string().nullable(),
  total_number: z.number().nullable(),
  total: z.number().nullable(),
  release_date: z.string().nullable(),
  ptcgo_code: z.string().nullable(),
  logo: z.string().nullable(),
  symbol: z.string().nullable(),
  edition_group: z.string().nullable(),
  /** The other editions' sets of the same product. */
  linked: z.array(z.object({ id: z.number(), nation, name: z.string() })),
});
export type CardSetRow = z.infer<typeof cardSetRow>;

export const SET_SORTS = ['release_date', 'name'] as const;

export const setFields = z.object({
  /** Absent for a new set. */
  id: id.optional(),
  nation,
  code: z
    .string({ error: CATALOGUE_MSG.setCodeRequired })
    .trim()
    .min(1, CATALOGUE_MSG.setCodeRequired)
    .max(40),
  name: z
    .string({ error: CATALOGUE_MSG.setNameRequired })
    .trim()
    .min(1, CATALOGUE_MSG.setNameRequired)
    .max(100),
  series: z.string().trim().max(100).nullable().default(null),
  total_number: count.nullable().default(null),
  total: count.nullable().default(null),
  release_date: isoDay.nullable().default(null),
});
export type SetFields = z.input<typeof setFields>;

export const SET_IMAGE_KINDS = ['logo', 'symbol'] as const;
export type SetImageKind = (typeof SET_IMAGE_KINDS)[number];

// ---- Catalogue -------------------------------------------------------------------------------------

export const CATALOGUE_SORTS = ['id', 'name', 'release', 'modified'] as const;
/** 'any' leaves the filter out, 'yes'/'no' keep cards that have / do not have it. */
const triState = z.enum(['any', 'yes', 'no']).default('any');

export const catalogueRow = z.object({
  id: z.string(),
  name_en: z.string(),
  name_kr: z.string().nullable(),
  name_jp: z.string().nullable(),
  supertype: z.string(),
  set_name: z.string().nullable(),
  number: z.string(),
  release: z.string().nullable(),
  has_kr: z.boolean(),
  has_jp: z.boolean(),
  is_available: z.boolean(),
  last_modified: z.string(),
  deleted_at: z.string().nullable(),
});
export type CatalogueRow = z.infer<typeof catalogueRow>;

export const catalogueFilter = z.object({
  page,
  size,
  /** A card id, or part of its English, Korean or Japanese name. */
  text,
  /** The English set code (card_en.set_id). */
  set_id: z.string().trim().max(40).default(''),
  supertype: z.string().trim().max(40).default(''),
  has_kr: triState,
  has_jp: triState,
  /** Only cards without an English print (is_available false). */
  own_only: z.boolean().default(false),
  /** The deleted cards instead of the live ones. */
  deleted: z.boolean().default(false),
  sort: z.enum(CATALOGUE_SORTS).default('release'),
  dir: sortDir,
});
export type CatalogueFilter = z.input<typeof catalogueFilter>;

// ---- Delete ------------------------------------------------------------------------------------

/** What hangs on a card: the rows that stay when it is deleted. */
export const cardImpact = z.object({
  reviews: z.number(),
  price_records: z.number(),
  trade_lines: z.number(),
  deck_entries: z.number(),
  collection_entries: z.number(),
  edit_history: z.number(),
});
export type CardImpact = z.infer<typeof cardImpact>;

export const deleteCandidate = z.object({
  id: z.string(),
  name_en: z.string(),
  name_kr: z.string().nullable(),
  set_name: z.string().nullable(),
  number: z.string(),
  deleted_at: z.string().nullable(),
  impact: cardImpact,
});
export type DeleteCandidate = z.infer<typeof deleteCandidate>;

export const deletedCardRow = z.object({
  id: z.string(),
  name_en: z.string(),
  name_kr: z.string().nullable(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  deleted_by_nickname: z.string().nullable(),
  /** Until when 되돌리기 works ('YYYY-MM-DD HH:mm', Korean time). */
  undo_until: z.string(),
  can_undo: z.boolean(),
});
export type DeletedCardRow = z.infer<typeof deletedCardRow>;

// ---- Reviews -----------------------------------------------------------------------------------

export const REVIEW_ADMIN_STATUSES = ['정상', '블라인드'] as const;

export const reviewAdminRow = z.object({
  id: z.number(),
  card_id: z.string(),
  card_name: z.string().nullable(),
  text_nation: z.string(),
  user_id: z.string(),
  nickname: z.string(),
  status: z.string(),
  rate_perform: z.number().nullable(),
  rate_collect: z.number().nullable(),
  content: z.string(),
  points_awarded: z.number(),
  created: z.string(),
});
export type ReviewAdminRow = z.infer<typeof reviewAdminRow>;

export const reviewAdminFilter = z.object({
  page,
  size,
  /** A card id or part of the card's name in any edition. */
  card: text,
  /** A member id or part of a nickname. */
  member: text,
  status: z.enum(REVIEW_ADMIN_STATUSES).nullable().default(null),
  /** Part of the review's text. */
  text,
});
export type ReviewAdminFilter = z.input<typeof reviewAdminFilter>;

const reviewIds = z
  .array(id, { error: CATALOGUE_MSG.reviewIdsRequired })
  .min(1, CATALOGUE_MSG.reviewIdsRequired)
  .max(200);

export const cardCatalogueCalls = {
  setList: defineCall(
    '/api/admin/card/set/list',
    z.object({
      page,
      size,
      nation: nation.nullable().default(null),
      series: z.string().trim().max(100).default(''),
      /** Part of the name or the code. */
      text,
      sort: z.enum(SET_SORTS).default('release_date'),
      dir: sortDir,
    }),
    paged(cardSetRow).extend({ series: z.array(z.string()) }),
  ),
  setSave: defineCall(
    '/api/admin/card/set/save',
    setFields,
    z.object({ id: z.number(), cards_renamed: z.number(), message: z.string() }),
  ),
  /** The given sets become one product: they take one edition group key. */
  setLink: defineCall(
    '/api/admin/card/set/link',
    z.object({
      ids: z
        .array(id, { error: CATALOGUE_MSG.linkNeedsTwo })
        .min(2, CATALOGUE_MSG.linkNeedsTwo)
        .max(3, CATALOGUE_MSG.linkNeedsTwo),
    }),
    z.object({ edition_group: z.string(), message: z.string() }),
  ),
  setUnlink: defineCall('/api/admin/card/set/unlink', z.object({ id }), message),
  /** Clears a logo or symbol; uploading one is the multipart call SET_IMAGE_UPLOAD_PATH. */
  setImageClear: defineCall(
    '/api/admin/card/set/image/clear',
    z.object({ id, kind: z.enum(SET_IMAGE_KINDS, { error: CATALOGUE_MSG.imageKindInvalid }) }),
    message,
  ),

  catalogue: defineCall('/api/admin/card/card_en/list', catalogueFilter, paged(catalogueRow)),

  deleteFind: defineCall(
    '/api/admin/card/delete/find',
    z.object({
      query: z
        .string({ error: CATALOGUE_MSG.findQueryRequired })
        .trim()
        .min(1, CATALOGUE_MSG.findQueryRequired)
        .max(100),
    }),
    z.array(deleteCandidate),
  ),
  deleteCard: defineCall(
    '/api/admin/card/delete/delete',
    z.object({ id: cardId, memo: z.string().trim().max(500).default('') }),
    message,
  ),
  deletedList: defineCall('/api/admin/card/delete/list', z.object({ page, size }), paged(deletedCardRow)),
  undoDelete: defineCall('/api/admin/card/delete/undo', z.object({ id: cardId }), message),

  reviewList: defineCall('/api/admin/card/review/list', reviewAdminFilter, paged(reviewAdminRow)),
  reviewBlind: defineCall(
    '/api/admin/card/review/blind',
    z.object({ ids: reviewIds, blind: z.boolean() }),
    z.object({ changed: z.number(), message: z.string() }),
  ),
  reviewDelete: defineCall(
    '/api/admin/card/review/delete',
    z.object({ ids: reviewIds }),
    z.object({ deleted: z.number(), message: z.string() }),
  ),
};

/** The multipart upload of a set's logo or symbol: fields id and kind, then the file. */
export const SET_IMAGE_UPLOAD_PATH = '/api/admin/card/set/image/upload';
