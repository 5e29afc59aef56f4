import { z } from 'zod';
import { defineCall, noParams } from '../call';
import { TRADE_MAX_IMAGES, TRADE_MAX_LINES } from './trade';

/**
 * The trade area's remaining options (/admin/trade/etc; decision 037), stored in site_setting under
 * 'trade'. Each one replaces a constant the trade code had; the constant stays the default, and the
 * post limits can only be lowered below it (the post call's own schema caps them there).
 */

export const TRADE_SETTINGS_MSG = {
  maxImagesInvalid: `거래글 이미지 수는 0부터 ${TRADE_MAX_IMAGES}까지의 숫자로 입력해주세요.`,
  maxLinesInvalid: `거래글 카드 수는 1부터 ${TRADE_MAX_LINES}까지의 숫자로 입력해주세요.`,
  recentPostsInvalid: '최근 거래글 수는 1부터 20까지의 숫자로 입력해주세요.',
  saved: '거래 설정이 저장되었습니다.',
  tooManyImages: (max: number) => `이미지는 ${max}장까지 올릴 수 있습니다.`,
  tooManyLines: (max: number) => `거래 카드는 ${max}장까지 추가할 수 있습니다.`,
} as const;
const M = TRADE_SETTINGS_MSG;

export const RECENT_POSTS_MAX = 20;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const tradeSettingsFields = z.object({
  /** The most pictures one trade post may carry. */
  max_images: wholeNumber(0, TRADE_MAX_IMAGES, M.maxImagesInvalid),
  /** The most card lines (price records) one trade post may list. */
  max_lines: wholeNumber(1, TRADE_MAX_LINES, M.maxLinesInvalid),
  /** How many recent trade posts the card page's statistics section lists (§2.13). */
  recent_posts: wholeNumber(1, RECENT_POSTS_MAX, M.recentPostsInvalid),
});
export type TradeSettings = z.infer<typeof tradeSettingsFields>;

/** The values in force while 관리자 has saved nothing: the constants the code had before. */
export const TRADE_SETTINGS_DEFAULTS: TradeSettings = {
  max_images: TRADE_MAX_IMAGES,
  max_lines: TRADE_MAX_LINES,
  recent_posts: 5,
};

/** What the post form needs to know before it sends. */
export const tradePostLimits = tradeSettingsFields.pick({ max_images: true, max_lines: true });

export const tradeSettingsCalls = {
  /** The post limits in force, for the trade post form. */
  limits: defineCall('/api/trade/setting', noParams, tradePostLimits),
  get: defineCall(
    '/api/admin/trade/setting',
    noParams,
    z.object({
      settings: tradeSettingsFields,
      defaults: tradeSettingsFields,
      /** 'YYYY-MM-DD HH:mm', Korean time; null while nothing was saved. */
      updated: z.string().nullable(),
      updated_by: z.string().nullable(),
    }),
  ),
  save: defineCall('/api/admin/trade/setting/save', tradeSettingsFields, tradeSettingsFields),
};
