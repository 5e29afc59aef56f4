import { z } from 'zod';
import { defineCall, id, noParams } from '../call';

/**
 * Notices of the trade area (/admin/trade/notice; decision 037): 관리자 writes them, the trade pages
 * show the visible ones, pinned first and then the newest. The public list sits outside /api/admin/.
 */

export const TRADE_NOTICE_MSG = {
  titleRequired: '공지 제목을 입력해주세요.',
  titleTooLong: '공지 제목은 100자까지 쓸 수 있습니다.',
  contentTooLong: '공지 내용은 5,000자까지 쓸 수 있습니다.',
  notFound: '해당 공지를 찾을 수 없습니다.',
  saved: '공지가 저장되었습니다.',
  deleted: '공지가 삭제되었습니다.',
  deleteConfirm: '해당 공지를 삭제하시겠습니까?',
} as const;
const M = TRADE_NOTICE_MSG;

export const TRADE_NOTICE_TITLE_MAX = 100;
export const TRADE_NOTICE_CONTENT_MAX = 5_000;
/** The trade pages show at most this many notices. */
export const TRADE_NOTICE_SHOWN_MAX = 10;

export const tradeNoticeFields = z.object({
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(TRADE_NOTICE_TITLE_MAX, M.titleTooLong),
  content: z.string().trim().max(TRADE_NOTICE_CONTENT_MAX, M.contentTooLong).default(''),
  is_show: z.boolean().default(true),
  pinned: z.boolean().default(false),
});

export const tradeNotice = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  pinned: z.boolean(),
  /** 'YYYY-MM-DD HH:mm', Korean time. */
  created: z.string(),
});
export type TradeNotice = z.infer<typeof tradeNotice>;

export const adminTradeNotice = tradeNotice.extend({
  is_show: z.boolean(),
  nickname: z.string(),
  updated: z.string().nullable(),
});
export type AdminTradeNotice = z.infer<typeof adminTradeNotice>;

export const tradeNoticeCalls = {
  /** The visible notices, pinned first, then the newest (the trade pages). */
  list: defineCall('/api/trade/notice/list', noParams, z.array(tradeNotice)),
  /** Every notice, hidden ones too, in the same order. */
  adminList: defineCall('/api/admin/trade/notice/list', noParams, z.array(adminTradeNotice)),
  /** Creates a notice (no id) or changes one. */
  save: defineCall(
    '/api/admin/trade/notice/save',
    tradeNoticeFields.extend({ id: id.optional() }),
    z.object({ id: z.number() }),
  ),
  remove: defineCall('/api/admin/trade/notice/delete', z.object({ id }), z.object({ id: z.number() })),
};
