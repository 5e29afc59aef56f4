import { z } from 'zod';
import { cardId, defineCall, id, nation } from '../call';
import { CARD_CONDITIONS } from '../constants';
import { GRADE_COMPANIES, GRADE_VALUES } from './trade-stats';

/**
 * The trade back office for 관리자 (decision 037): every price record with its outliers corrected or
 * removed (/admin/trade/price), and hand-made price groups over §2.13's automatic one (/admin/trade/group).
 */

export const TRADE_ADMIN_MSG = {
  reasonRequired: '사유를 입력해 주세요.',
  priceMissing: '해당 가격 기록을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
  priceUpdated: '가격 기록을 수정했습니다.',
  priceDeleted: '가격 기록을 삭제했습니다.',
  gradeRequired: '등급 카드는 등급회사와 등급(10~1)을 선택해주세요.',
  priceInvalid: '가격은 0원 이상 10억원 이하의 숫자로 입력해 주세요.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  cardMissing: '해당 ID로는 등록된 카드정보가 없습니다.',
  sameCard: '같은 카드끼리는 합칠 수 없습니다.',
  groupTooLarge: '한 그룹에는 카드를 500장까지 넣을 수 있습니다.',
  merged: '두 카드의 거래 그룹을 합쳤습니다.',
  split: '카드를 거래 그룹에서 분리했습니다.',
  reset: '자동 그룹으로 되돌렸습니다.',
  noOverride: '수동으로 지정된 그룹이 없는 카드입니다.',
} as const;

export const TRADE_PRICE_PAGE_SIZE = 30;
/** Hand-made groups are capped like the automatic ones (repositories/trade-group.ts reads up to 500). */
export const GROUP_MAX_CARDS = 500;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(200).default(TRADE_PRICE_PAGE_SIZE);
const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, TRADE_ADMIN_MSG.dateInvalid)
  .refine((d) => !Number.isNaN(Date.parse(d)), TRADE_ADMIN_MSG.dateInvalid);
const won = z.coerce
  .number({ error: TRADE_ADMIN_MSG.priceInvalid })
  .int(TRADE_ADMIN_MSG.priceInvalid)
  .min(0, TRADE_ADMIN_MSG.priceInvalid)
  .max(1_000_000_000, TRADE_ADMIN_MSG.priceInvalid);
/** Every correction says why; the reason is the staff log entry's memo. */
export const staffReason = z
  .string({ error: TRADE_ADMIN_MSG.reasonRequired })
  .trim()
  .min(1, TRADE_ADMIN_MSG.reasonRequired)
  .max(500);
const paged = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });
const message = z.object({ message: z.string() });

// ---- Price records -------------------------------------------------------------------------------

/** Whose records: members' trade post lines (post_id > 0) or the 관리자's entries (post_id 0). */
export const PRICE_SOURCES = ['all', 'user', 'admin'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const priceAdminFilter = z
  .object({
    page,
    size,
    /** A card id, or part of the card's name in any edition. */
    card: z.string().trim().max(100).default(''),
    card_nation: nation.nullable().default(null),
    card_state: z.enum(CARD_CONDITIONS).nullable().default(null),
    /** On the trade's date: the sold date when sold, else the registered date (decision 010). */
    date_from: isoDay.nullable().default(null),
    date_to: isoDay.nullable().default(null),
    price_min: won.nullable().default(null),
    price_max: won.nullable().default(null),
    source: z.enum(PRICE_SOURCES).default('all'),
    post_id: z.coerce.number().int().min(0).max(2_147_483_647).nullable().default(null),
  })
  .refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, {
    path: ['date_to'],
    message: '끝 날짜는 시작 날짜보다 빠를 수 없습니다.',
  })
  .refine((f) => f.price_min === null || f.price_max === null || f.price_min <= f.price_max, {
    path: ['price_max'],
    message: '최고 가격은 최저 가격보다 작을 수 없습니다.',
  });
export type PriceAdminFilter = z.input<typeof priceAdminFilter>;

export const priceAdminRow = z.object({
  id: z.number(),
  post_id: z.number(),
  /** The trade post's title for a member's line; null for the 관리자's entries. */
  post_title: z.string().nullable(),
  card_id: z.string(),
  card_nation: z.string(),
  card_name: z.string(),
  card_state: z.string(),
  grade_company: z.string().nullable(),
  /** ×10, like every stored grade. */
  grade: z.number().nullable(),
  card_price: z.number(),
  card_created: z.string().nullable(),
  card_sold: z.string().nullable(),
  state: z.string(),
  user_id: z.string().nullable(),
  nickname: z.string().nullable(),
  created: z.string(),
});
export type PriceAdminRow = z.infer<typeof priceAdminRow>;

/** A correction of one record: its price, condition and grade (dates and sale state stay the member's). */
export const priceCorrection = z
  .object({
    id,
    card_price: won,
    card_state: z.enum(CARD_CONDITIONS),
    grade_company: z.enum(GRADE_COMPANIES).nullable().optional(),
    grade: z.coerce.number().int().nullable().optional(),
    reason: staffReason,
  })
  .superRefine((row, ctx) => {
    if (row.card_state === '등급' && (!row.grade_company || !GRADE_VALUES.includes(row.grade ?? -1)))
      ctx.addIssue({ code: 'custom', path: ['grade'], message: TRADE_ADMIN_MSG.gradeRequired });
  });
export type PriceCorrection = z.input<typeof priceCorrection>;

// ---- Price groups --------------------------------------------------------------------------------

export const groupMember = z.object({
  card_id: z.string(),
  name: z.string().nullable(),
  series: z.string().nullable(),
  rarity: z.string().nullable(),
  /** The hand-made group key of this card, or null when it follows the automatic grouping. */
  group_key: z.string().nullable(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const groupView = z.object({
  card: groupMember,
  /** The cards whose prices the card's statistics read (the card itself included). */
  members: z.array(groupMember),
});
export type GroupView = z.infer<typeof groupView>;

export const groupOverrideRow = z.object({
  card_nation: z.string(),
  card_id: z.string(),
  name: z.string().nullable(),
  group_key: z.string(),
  /** How many cards share the key. */
  size: z.number(),
  memo: z.string(),
  user_id: z.string(),
  created: z.string(),
});
export type GroupOverrideRow = z.infer<typeof groupOverrideRow>;

const groupCard = z.object({ card_nation: nation, card_id: cardId });
const groupMemo = z.string().trim().max(500).default('');

export const tradeAdminCalls = {
  priceList: defineCall('/api/admin/trade/price/list', priceAdminFilter, paged(priceAdminRow)),
  priceUpdate: defineCall(
    '/api/admin/trade/price/update',
    priceCorrection,
    z.object({ row: priceAdminRow, message: z.string() }),
  ),
  priceDelete: defineCall('/api/admin/trade/price/delete', z.object({ id, reason: staffReason }), message),

  groupFind: defineCall('/api/admin/trade/group/find', groupCard, groupView),
  groupList: defineCall(
    '/api/admin/trade/group/list',
    z.object({ page, size, card_nation: nation.nullable().default(null) }),
    paged(groupOverrideRow),
  ),
  /** The current groups of both cards become one hand-made group. */
  groupMerge: defineCall(
    '/api/admin/trade/group/merge',
    groupCard.extend({ with_card_id: cardId, memo: groupMemo }),
    groupView.extend({ message: z.string() }),
  ),
  /** The card gets a key of its own: its statistics read its prices alone. */
  groupSplit: defineCall(
    '/api/admin/trade/group/split',
    groupCard.extend({ memo: groupMemo }),
    groupView.extend({ message: z.string() }),
  ),
  /** The card's hand-made key is removed: it follows the automatic grouping again. */
  groupReset: defineCall(
    '/api/admin/trade/group/reset',
    groupCard,
    groupView.extend({ message: z.string() }),
  ),
};
