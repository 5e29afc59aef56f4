import { z } from 'zod';
import { cardId, defineCall } from '../call';
import { ERROR_REPORT_CATEGORIES, NATIONS } from '../constants';
import { MSG } from '../messages';

/**
 * §7.7 user reports: the information error report (§2.8) and a card's edit history (§2.9). The reporter
 * is always the logged-in member; a user_id sent by an older client is ignored.
 */

/** The admin alarm kinds a report raises (§9). */
export const REPORT_ALARM = { image: '제보 - 이미지', card: '제보 - 카드', bug: '제보 - 오류' } as const;

/** An empty select arrives as '' or null: both get the field's own §5 message. */
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values, { error: message }));

export const bugReportParams = z.object({
  user_id: z.string().max(64).optional(),
  card_id: cardId,
  card_nation: requiredChoice(NATIONS, MSG.bugNationRequired),
  category: requiredChoice(ERROR_REPORT_CATEGORIES, MSG.bugCategoryRequired),
  content: z
    .string({ error: MSG.contentRequired })
    .trim()
    .min(1, MSG.contentRequired)
    .max(2000, '제보 내용은 2,000자까지 쓸 수 있습니다.'),
});

export const updateLogEntry = z.object({
  id: z.number(),
  provide_type: z.string(),
  provide_id: z.number(),
  card_id: z.string(),
  card_nation: z.string(),
  provider: z.string(),
  provider_nickname: z.string().nullable(),
  updater: z.string(),
  updater_nickname: z.string().nullable(),
  memo: z.string(),
  created: z.string(),
});
export type UpdateLogEntry = z.infer<typeof updateLogEntry>;

export const reportCalls = {
  bugInsert: defineCall(
    '/api/admin/provide/bug/insert',
    bugReportParams,
    z.object({ affectedRows: z.number() }),
  ),
  updateLogList: defineCall(
    '/api/admin/provide/update_log/list',
    z.object({ card_id: cardId }),
    z.array(updateLogEntry),
  ),
};
