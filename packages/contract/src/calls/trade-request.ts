import { z } from 'zod';
import { cardId, defineCall, id, nation } from '../call';
import { NATION_LABEL, type Nation } from '../constants';
import { GRADE_COMPANIES, GRADE_VALUES } from './trade-stats';

/**
 * Buy requests (decision 037): a member asks for a card they want, in which condition and up to which
 * price — the buy side of the trade area. The member sees and cancels their own; 관리자 close them as
 * 완료 or 취소 (/admin/trade/request). The open count of a card shows beside its statistics.
 */

export const TRADE_REQUEST_MSG = {
  created: '구매 요청을 등록했습니다.',
  cancelled: '구매 요청을 취소했습니다.',
  handled: '구매 요청을 처리했습니다.',
  missing: '구매 요청을 찾을 수 없습니다.',
  closed: '이미 완료되었거나 취소된 구매 요청입니다.',
  cardMissing: '해당 ID로는 등록된 카드정보가 없습니다.',
  gradeRequired: '등급 카드는 등급회사와 등급(10~1)을 선택해주세요.',
  priceInvalid: '희망 가격은 1원 이상 10억원 이하의 숫자로 입력해 주세요.',
  staffMemoRequired: '처리 메모를 입력해 주세요.',
} as const;

/** "일본판 카드는 아직 발매되지 않아 …": no sale post can offer an edition the card is not out in. */
export function requestNotReleased(edition: Nation): string {
  return `${NATION_LABEL[edition]} 카드는 아직 발매되지 않아 구매 요청을 할 수 없습니다.`;
}

/** The conditions a buyer may ask for: §9's conditions without '기타'. */
export const REQUEST_CONDITIONS = ['S급', 'A급', 'B급', 'C급 이하', '등급'] as const;
export type RequestCondition = (typeof REQUEST_CONDITIONS)[number];

export const REQUEST_STATES = ['요청중', '완료', '취소'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export const OPEN_REQUEST: RequestState = '요청중';

export const TRADE_REQUEST_PAGE_SIZE = 20;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(TRADE_REQUEST_PAGE_SIZE);
const paged = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });

export const tradeRequestInput = z
  .object({
    card_id: cardId,
    card_nation: nation,
    card_state: z.enum(REQUEST_CONDITIONS),
    grade_company: z.enum(GRADE_COMPANIES).nullable().optional(),
    grade: z.coerce.number().int().nullable().optional(),
    want_price: z.coerce
      .number({ error: TRADE_REQUEST_MSG.priceInvalid })
      .int(TRADE_REQUEST_MSG.priceInvalid)
      .min(1, TRADE_REQUEST_MSG.priceInvalid)
      .max(1_000_000_000, TRADE_REQUEST_MSG.priceInvalid),
    memo: z.string().trim().max(500).default(''),
  })
  .superRefine((row, ctx) => {
    if (row.card_state === '등급' && (!row.grade_company || !GRADE_VALUES.includes(row.grade ?? -1)))
      ctx.addIssue({ code: 'custom', path: ['grade'], message: TRADE_REQUEST_MSG.gradeRequired });
  });
export type TradeRequestInput = z.input<typeof tradeRequestInput>;

export const tradeRequestRow = z.object({
  id: z.number(),
  user_id: z.string(),
  nickname: z.string(),
  card_id: z.string(),
  card_nation: z.string(),
  card_name: z.string(),
  card_state: z.string(),
  grade_company: z.string().nullable(),
  /** ×10, like every stored grade. */
  grade: z.number().nullable(),
  want_price: z.number(),
  memo: z.string(),
  state: z.string(),
  staff_memo: z.string(),
  created: z.string(),
  updated: z.string().nullable(),
});
export type TradeRequestRow = z.infer<typeof tradeRequestRow>;

export const tradeRequestAdminFilter = z.object({
  page,
  size,
  state: z.enum(REQUEST_STATES).nullable().default(null),
  /** A card id, or part of the card's name. */
  card: z.string().trim().max(100).default(''),
});
export type TradeRequestAdminFilter = z.input<typeof tradeRequestAdminFilter>;

export const tradeRequestCalls = {
  insert: defineCall(
    '/api/trade/request/insert',
    tradeRequestInput,
    z.object({ id: z.number(), message: z.string() }),
  ),
  myList: defineCall('/api/trade/request/my', z.object({ page, size }), paged(tradeRequestRow)),
  cancel: defineCall('/api/trade/request/cancel', z.object({ id }), z.object({ message: z.string() })),
  /** How many requests for this card edition are open: the buyer signal beside the statistics. */
  openCount: defineCall(
    '/api/trade/request/count',
    z.object({ card_id: cardId, card_nation: nation }),
    z.object({ open: z.number() }),
  ),

  adminList: defineCall('/api/admin/trade/request/list', tradeRequestAdminFilter, paged(tradeRequestRow)),
  adminHandle: defineCall(
    '/api/admin/trade/request/handle',
    z.object({
      id,
      state: z.enum(['완료', '취소']),
      staff_memo: z
        .string({ error: TRADE_REQUEST_MSG.staffMemoRequired })
        .trim()
        .min(1, TRADE_REQUEST_MSG.staffMemoRequired)
        .max(500),
    }),
    z.object({ row: tradeRequestRow, message: z.string() }),
  ),
};
