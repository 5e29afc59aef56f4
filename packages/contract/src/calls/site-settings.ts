import { z } from 'zod';
import { cardId, defineCall, id, noParams, paging } from '../call';

/**
 * The search and deck settings of the back office (/admin/search/*, /admin/deck/*; decision 036): the
 * card search's first set and default regulation marks, the supertype/subtype/type labels, deck notices,
 * tags, seasons, the standard rotation, the PTCGL set codes and the regulation mark list. The public
 * reads the search and deck screens need sit outside /api/admin/.
 */

export const SITE_SETTINGS_MSG = {
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  markInvalid: '레귤레이션 마크는 영문 대문자 한 글자입니다.',
  markTaken: '이미 등록된 레귤레이션 마크입니다.',
  markMissing: '등록되지 않은 레귤레이션 마크입니다.',
  markInUse: (mark: string, count: number) =>
    `'${mark}' 마크가 붙은 카드가 ${count.toLocaleString('ko-KR')}장 있어 삭제할 수 없습니다.`,
  setMissing: '해당 제품을 찾을 수 없습니다.',
  firstSetMissing: '등록되지 않은 한국판 제품입니다.',
  itemMissing: '해당 항목을 찾을 수 없습니다.',
  krRequired: '한글 이름을 입력해주세요.',
  titleRequired: '제목을 입력해주세요.',
  tagRequired: '태그를 입력해주세요.',
  tagTaken: '이미 등록된 태그입니다.',
  seasonRequired: '시즌 이름을 입력해주세요.',
  seasonTaken: '이미 등록된 시즌입니다.',
  dateInvalid: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  seasonRange: '시즌 종료일은 시작일보다 빠를 수 없습니다.',
  rotationMarksRequired: '스탠다드에서 쓸 수 있는 레귤레이션 마크를 하나 이상 골라주세요.',
  rotationTaken: '같은 적용일의 스탠다드 기준이 이미 있습니다.',
  ptcglInvalid: 'PTCGL 코드는 영문, 숫자, -로 10자까지 입력해주세요.',
  ptcglTaken: (code: string, setName: string) => `'${code}' 코드는 이미 '${setName}' 제품이 쓰고 있습니다.`,
} as const;
const M = SITE_SETTINGS_MSG;

export const regulationMarkField = z
  .string({ error: M.markInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]$/, M.markInvalid);
const marks = z.array(regulationMarkField).max(26);
const isoDate = z.iso.date({ error: M.dateInvalid });
const message = z.object({ message: z.string() });
const saved = z.object({ id: z.number(), message: z.string() });
const ids = z.array(id).min(1).max(500);

/** The card search's defaults (§2.19): null first_set means the newest Korean set, as before. */
export const searchDefaults = z.object({
  first_set: z.string().nullable(),
  regulation_marks: z.array(z.string()),
});
export type SearchDefaults = z.infer<typeof searchDefaults>;

export const supertypeRow = z.object({
  id: z.number(),
  category: z.string(),
  en: z.string(),
  kr: z.string(),
  is_show: z.boolean(),
  sort_order: z.number(),
});

export const deckNoticeRow = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  is_show: z.boolean(),
  sort_order: z.number(),
  created: z.string(),
});

export const deckTagRow = z.object({
  id: z.number(),
  name: z.string(),
  is_show: z.boolean(),
  sort_order: z.number(),
});

export const deckSeasonRow = z.object({
  id: z.number(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  is_show: z.boolean(),
});

export const rotationRow = z.object({
  id: z.number(),
  effective_from: z.string(),
  legal_marks: z.array(z.string()),
  memo: z.string(),
});
export type RotationRow = z.infer<typeof rotationRow>;

export const ptcglSetRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  release_date: z.string().nullable(),
  ptcgo_code: z.string().nullable(),
  ptcgl_code: z.string().nullable(),
  card_count: z.number(),
});

export const markRow = z.object({
  regulation_mark: z.string(),
  sort_order: z.number(),
  card_count: z.number(),
});

/** The standard rotation in force and which of the given cards it leaves out. */
export const standardCheckResult = z.object({
  /** null when staff have set no rotation yet: then nothing is restricted. */
  effective_from: z.string().nullable(),
  legal_marks: z.array(z.string()),
  illegal: z.array(z.object({ card_id: z.string(), name_en: z.string() })),
});
export type StandardCheck = z.infer<typeof standardCheckResult>;

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const searchSettingCalls = {
  /** Read by the card search screen. */
  defaults: defineCall('/api/search/defaults', noParams, searchDefaults),
  basicRead: defineCall(
    '/api/admin/search/basic/read',
    noParams,
    searchDefaults.extend({ newest_set: z.string().nullable() }),
  ),
  basicSave: defineCall(
    '/api/admin/search/basic/save',
    z.object({
      first_set: z
        .string()
        .trim()
        .max(200)
        .nullable()
        .default(null)
        .transform((s) => s || null),
      regulation_marks: marks.default([]),
    }),
    message,
  ),
  supertypeList: defineCall('/api/admin/search/supertype/list', noParams, z.array(supertypeRow)),
  supertypeSave: defineCall(
    '/api/admin/search/supertype/save',
    z.object({
      id,
      kr: z.string({ error: M.krRequired }).trim().min(1, M.krRequired).max(60),
      is_show: z.boolean(),
    }),
    message,
  ),
  /** The rows of one category in the order given; rows not given keep their place after them. */
  supertypeReorder: defineCall(
    '/api/admin/search/supertype/reorder',
    z.object({ category: z.string().trim().min(1).max(40), ids }),
    message,
  ),
};

export const deckSettingCalls = {
  /** Shown notices, for the deck list and the builder. */
  notices: defineCall(
    '/api/deck/notice/list',
    noParams,
    z.array(z.object({ id: z.number(), title: z.string(), content: z.string() })),
  ),
  noticeAdminList: defineCall('/api/admin/deck/notice/list', noParams, z.array(deckNoticeRow)),
  noticeSave: defineCall(
    '/api/admin/deck/notice/save',
    z.object({
      id: id.optional(),
      title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(100),
      content: optionalText(2000),
      is_show: z.boolean().default(true),
    }),
    saved,
  ),
  noticeDelete: defineCall('/api/admin/deck/notice/delete', z.object({ id }), message),
  noticeReorder: defineCall('/api/admin/deck/notice/reorder', z.object({ ids }), message),

  /** Shown tags, offered by the deck form's tag input. */
  tags: defineCall('/api/deck/tag/list', noParams, z.array(z.object({ name: z.string() }))),
  tagAdminList: defineCall('/api/admin/deck/tag/list', noParams, z.array(deckTagRow)),
  tagSave: defineCall(
    '/api/admin/deck/tag/save',
    z.object({
      id: id.optional(),
      // The deck form's own tag limit (calls/decks.ts), so an offered tag is always one a deck may carry.
      name: z
        .string({ error: M.tagRequired })
        .trim()
        .min(1, M.tagRequired)
        .max(20, '태그는 20자까지 쓸 수 있습니다.'),
      is_show: z.boolean().default(true),
    }),
    saved,
  ),
  tagDelete: defineCall('/api/admin/deck/tag/delete', z.object({ id }), message),
  tagReorder: defineCall('/api/admin/deck/tag/reorder', z.object({ ids }), message),

  /** Shown seasons, newest first, for the deck form's season select. */
  seasons: defineCall(
    '/api/deck/season/list',
    noParams,
    z.array(z.object({ name: z.string(), starts_on: z.string(), ends_on: z.string().nullable() })),
  ),
  seasonAdminList: defineCall('/api/admin/deck/season/list', noParams, z.array(deckSeasonRow)),
  seasonSave: defineCall(
    '/api/admin/deck/season/save',
    z
      .object({
        id: id.optional(),
        // The deck's own season limit (calls/decks.ts).
        name: z.string({ error: M.seasonRequired }).trim().min(1, M.seasonRequired).max(30),
        starts_on: isoDate,
        ends_on: isoDate.nullable().default(null),
        is_show: z.boolean().default(true),
      })
      .refine((s) => s.ends_on === null || s.ends_on >= s.starts_on, {
        message: M.seasonRange,
        path: ['ends_on'],
      }),
    saved,
  ),
  seasonDelete: defineCall('/api/admin/deck/season/delete', z.object({ id }), message),

  rotations: defineCall(
    '/api/admin/deck/renewal/list',
    noParams,
    z.object({ today: z.string(), in_force_id: z.number().nullable(), list: z.array(rotationRow) }),
  ),
  rotationSave: defineCall(
    '/api/admin/deck/renewal/save',
    z.object({
      id: id.optional(),
      effective_from: isoDate,
      legal_marks: marks.min(1, M.rotationMarksRequired),
      memo: optionalText(200),
    }),
    saved,
  ),
  rotationDelete: defineCall('/api/admin/deck/renewal/delete', z.object({ id }), message),
  /** The rotation in force today (Korean date) against the given cards: the builder's legality. */
  standardCheck: defineCall(
    '/api/deck/standard/check',
    z.object({ card_ids: z.array(cardId).max(60).default([]) }),
    standardCheckResult,
  ),

  ptcglList: defineCall(
    '/api/admin/deck/ptcgl/list',
    z.object({
      ...paging,
      text: z.string().trim().max(100).default(''),
      /** Only sets without any code a deck text could use. */
      missing_only: z.boolean().default(false),
    }),
    z.object({ total: z.number(), list: z.array(ptcglSetRow) }),
  ),
  ptcglSave: defineCall(
    '/api/admin/deck/ptcgl/save',
    z.object({
      id,
      ptcgl_code: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{0,10}$/, M.ptcglInvalid),
    }),
    message,
  ),

  marks: defineCall('/api/admin/deck/regulation_mark/list', noParams, z.array(markRow)),
  markAdd: defineCall(
    '/api/admin/deck/regulation_mark/add',
    z.object({ regulation_mark: regulationMarkField }),
    message,
  ),
  markDelete: defineCall(
    '/api/admin/deck/regulation_mark/delete',
    z.object({ regulation_mark: regulationMarkField }),
    message,
  ),
  markReorder: defineCall(
    '/api/admin/deck/regulation_mark/reorder',
    z.object({ marks: marks.min(1) }),
    message,
  ),
};
