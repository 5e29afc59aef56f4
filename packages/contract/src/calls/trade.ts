import { z } from 'zod';
import { cardId, defineCall, id, nation } from '../call';
import { CARD_CONDITIONS, PRICE_STATES } from '../constants';
import { GRADE_COMPANIES, GRADE_VALUES } from './trade-stats';

/** The trade area (/trade/*): sale posts whose card lines are price records (§3, §4, §9). */

export const TRADE_MSG = {
  loginRequired: '카드거래는 로그인 이후에만 이용할 수 있습니다.',
  banned: '밴 유저는 밴 기간동안 카드거래가 제한됩니다.',
  notFound: '해당 거래글을 찾을 수 없습니다.',
  lineNotFound: '해당 거래 카드를 찾을 수 없습니다.',
  notOwner: '본인이 작성한 거래글만 수정하거나 삭제할 수 있습니다.',
  titleRequired: '제목을 입력해주세요.',
  linesRequired: '거래할 카드를 1장 이상 추가해주세요.',
  priceInvalid: '가격은 1원 이상의 숫자로 입력해주세요.',
  gradeRequired: '등급 카드는 등급회사와 등급(10~1)을 선택해주세요.',
  imageInvalid: '올바른 이미지 주소가 아닙니다. 이미지를 다시 올려주세요.',
  deleteConfirm: '해당 거래글을 삭제하시겠습니까?',
  soldConfirm: '해당 카드를 판매완료로 변경하시겠습니까?',
  soldDone: '판매완료로 변경되었습니다.',
  saved: '거래글이 저장되었습니다.',
  deleted: '거래글이 삭제되었습니다.',
} as const;

export const TRADE_PAGE_SIZE = 20;
export const TRADE_MAX_LINES = 30;
export const TRADE_MAX_IMAGES = 10;
export const TITLE_MAX = 100;
export const CONTENT_MAX = 10_000;
export const PRICE_MAX = 1_000_000_000;

/** The image upload answers the stored file's address; posts may only name such addresses. */
export const UPLOAD_IMAGE_PATTERN = /^\/upload\/trade\/[0-9a-f-]{36}\.webp$/;
export const TRADE_IMAGE_UPLOAD_PATH = '/api/trade/image/upload';
export const tradeImageUploadResult = z.object({ url: z.string() });

const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** A positive whole number of won; anything else (negative, fractional, text) is refused with one message. */
export const tradePrice = z.coerce
  .number({ error: TRADE_MSG.priceInvalid })
  .int(TRADE_MSG.priceInvalid)
  .min(1, TRADE_MSG.priceInvalid)
  .max(PRICE_MAX, TRADE_MSG.priceInvalid);

/** One card line of a post. `id` names the existing price record when a post is edited. */
export const tradeLineInput = z
  .object({
    id: id.optional(),
    card_id: cardId,
    card_nation: nation,
    card_state: z.enum(CARD_CONDITIONS),
    grade_company: z.enum(GRADE_COMPANIES).nullable().optional(),
    grade: z.coerce.number().int().nullable().optional(),
    card_price: tradePrice,
    state: z.enum(PRICE_STATES).default('등록됨'),
  })
  .superRefine((line, ctx) => {
    if (line.card_state === '등급' && (!line.grade_company || !GRADE_VALUES.includes(line.grade ?? -1)))
      ctx.addIssue({ code: 'custom', path: ['grade'], message: TRADE_MSG.gradeRequired });
  });
export type TradeLineInput = z.input<typeof tradeLineInput>;

const postFields = {
  title: z.string().trim().min(1, TRADE_MSG.titleRequired).max(TITLE_MAX, '제목은 100자까지 쓸 수 있습니다.'),
  content: z.string().max(CONTENT_MAX, '내용은 10,000자까지 쓸 수 있습니다.').default(''),
  images: z
    .array(z.string().regex(UPLOAD_IMAGE_PATTERN, TRADE_MSG.imageInvalid))
    .max(TRADE_MAX_IMAGES, '이미지는 10장까지 올릴 수 있습니다.')
    .default([]),
  lines: z.array(tradeLineInput).min(1, TRADE_MSG.linesRequired).max(TRADE_MAX_LINES),
};

export const tradeLine = z.object({
  id: z.number(),
  post_id: z.number(),
  card_id: z.string(),
  card_nation: nation,
  card_name: z.string(),
  card_state: z.string(),
  grade_company: z.string().nullable(),
  grade: z.number().nullable(),
  card_price: z.number(),
  card_created: z.string().nullable(),
  card_sold: z.string().nullable(),
  state: z.string(),
});
export type TradeLine = z.infer<typeof tradeLine>;

export const tradePostSummary = z.object({
  id: z.number(),
  title: z.string(),
  user_id: z.string(),
  nickname: z.string(),
  created: z.string(),
  view_count: z.number(),
  line_count: z.number(),
  sold_count: z.number(),
  /** The first line's card, shown in the list. */
  card_name: z.string(),
  min_price: z.number(),
  image: z.string().nullable(),
});
export type TradePostSummary = z.infer<typeof tradePostSummary>;

export const tradePost = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  user_id: z.string(),
  nickname: z.string(),
  created: z.string(),
  updated: z.string().nullable(),
  view_count: z.number(),
  lines: z.array(tradeLine),
});
export type TradePost = z.infer<typeof tradePost>;

/** A card line with its post, for /trade/card_list and /trade/log. */
export const tradeLineItem = tradeLine.extend({
  title: z.string(),
  user_id: z.string(),
  nickname: z.string(),
  created: z.string(),
});
export type TradeLineItem = z.infer<typeof tradeLineItem>;

const paged = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });

export const tradeCalls = {
  /** Newest first; `search` matches the title or a card line's name. */
  list: defineCall(
    '/api/trade/post/list',
    z.object({ page, search: z.string().trim().max(100).default('') }),
    paged(tradePostSummary),
  ),
  /** Does not count a view: the page sends the §7.11 view call, counted once per viewer and day. */
  read: defineCall('/api/trade/post/read', z.object({ id }), tradePost),
  insert: defineCall('/api/trade/post/insert', z.object(postFields), z.object({ id: z.number() })),
  update: defineCall('/api/trade/post/update', z.object({ id, ...postFields }), z.object({ id: z.number() })),
  remove: defineCall('/api/trade/post/delete', z.object({ id }), z.object({ id: z.number() })),
  /** Marks one card line 판매완료 (§4: the sold date is today, the registered date is cleared). */
  sold: defineCall(
    '/api/trade/post/line/sold',
    z.object({ id }),
    z.object({ id: z.number(), post_id: z.number() }),
  ),
  cardList: defineCall(
    '/api/trade/card/list',
    z.object({
      page,
      card_nation: nation.nullable().optional(),
      state: z.enum(PRICE_STATES).nullable().optional(),
      /** '내 구해요만': only lines that answer one of the caller's open buy requests (members only). */
      wanted: z.boolean().default(false),
    }),
    paged(tradeLineItem),
  ),
  log: defineCall(
    '/api/trade/log',
    z.object({ page, nickname: z.string().trim().min(1, '닉네임을 입력해주세요.').max(64) }),
    paged(tradeLineItem),
  ),
};
