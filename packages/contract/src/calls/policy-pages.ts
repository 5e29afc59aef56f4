import { z } from 'zod';
import { defineCall } from '../call';

/**
 * The policy pages 관리자 may rewrite without a redeploy (/policy/rule, privacy, denyemail,
 * creditsandcontact). Each text is stored in site_setting under 'policy:{page}'; while nothing is saved the
 * page shows the text built into the web app. A text is plain lines with a small markup the page reads:
 * '## ' starts an article, '1. ' and '- ' lines are list items, a first line '시행일 YYYY-MM-DD' is the date
 * the text took effect, every other line is a paragraph.
 */

export const POLICY_PAGES = ['rule', 'privacy', 'denyemail', 'creditsandcontact'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

export const POLICY_TEXT_MAX = 50_000;

export const POLICY_PAGES_MSG = {
  pageInvalid: '없는 약관 페이지입니다.',
  textRequired: '내용을 입력해주세요.',
  textTooLong: `내용은 ${POLICY_TEXT_MAX.toLocaleString('ko-KR')}자까지 입력할 수 있습니다.`,
  saved: '저장되었습니다.',
  reset: '기본 문구로 되돌렸습니다.',
} as const;
const M = POLICY_PAGES_MSG;

export const policySettingKey = (page: PolicyPage) => `policy:${page}`;

const page = z.enum(POLICY_PAGES, { error: M.pageInvalid });

export const storedPolicyText = z.object({
  page,
  /** The saved text; null while the built-in text is in force. */
  text: z.string().nullable(),
  /** 'YYYY-MM-DD HH:mm', Korean time; null while nothing was saved. */
  updated: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type StoredPolicyText = z.infer<typeof storedPolicyText>;

export const policyPageCalls = {
  read: defineCall('/api/policy/read', z.object({ page }), storedPolicyText),
  save: defineCall(
    '/api/admin/policy/save',
    z.object({
      page,
      text: z
        .string({ error: M.textRequired })
        .max(POLICY_TEXT_MAX, M.textTooLong)
        .refine((text) => text.trim() !== '', M.textRequired),
    }),
    storedPolicyText,
  ),
  /** Drops the saved text, so the built-in one shows again. */
  reset: defineCall('/api/admin/policy/reset', z.object({ page }), storedPolicyText),
};
