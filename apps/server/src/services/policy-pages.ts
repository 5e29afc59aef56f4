import sanitizeHtml from 'sanitize-html';
import {
  POLICY_PAGES_MSG,
  policySettingKey,
  type PolicyPage,
  type StoredPolicyText,
} from '@carddogam/contract/calls/policy-pages';
import type { Db, DbOrTx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest } from '../errors';
import type { SessionUser } from '../policies/policy';
import { deleteSetting } from '../repositories/policy-pages';
import * as settings from '../repositories/site-settings';
import { logStaffAction } from '../repositories/staff-action-log';
import { htmlToText } from './board-html';

/**
 * The policy pages' texts (/policy/rule, privacy, denyemail, creditsandcontact) that 관리자 rewrite.
 * A text is plain lines (the markup is in the contract); the page draws it as text, never as HTML.
 */

/**
 * The text as it is stored: like a board post, whatever the client sends is cleaned on the server. Markup
 * pasted from a web page is removed with sanitize-html (the text inside kept, scripts and styles dropped
 * whole, entities decoded), control characters go, and the line structure the page reads is kept.
 */
export function cleanPolicyText(dirty: string): string {
  const lines = dirty
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .split('\n');
  // Whole-text sanitizing first, so a tag spread over lines (<script>…</script>) is dropped whole.
  const untagged = sanitizeHtml(lines.join('\n'), { allowedTags: [], allowedAttributes: {} });
  const cleaned = untagged
    .split('\n')
    .map((line) => htmlToText(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!cleaned) throw badRequest(POLICY_PAGES_MSG.textRequired);
  return cleaned;
}

/** The stored text of a page; a value that is not a text (written by hand) counts as none. */
export async function readPolicyText(db: DbOrTx, page: PolicyPage): Promise<StoredPolicyText> {
  const row = await settings.readSetting(db, policySettingKey(page));
  const text = typeof row?.value === 'string' ? row.value : null;
  return {
    page,
    text,
    updated: text === null ? null : (row?.updated ?? null),
    updated_by: text === null ? null : (row?.updatedBy ?? ''),
  };
}

export async function savePolicyText(
  db: Db,
  user: SessionUser,
  page: PolicyPage,
  dirty: string,
): Promise<StoredPolicyText> {
  const text = cleanPolicyText(dirty);
  const key = policySettingKey(page);
  await runInTransaction(db, async (tx) => {
    const before = await settings.lockSettingValue(tx, key);
    await settings.writeSetting(tx, key, text, user.userId);
    await logStaffAction(tx, user.userId, {
      action: 'site_setting.policy',
      targetType: 'site_setting',
      targetId: key,
      before: before ?? null,
      after: text,
    });
  });
  return readPolicyText(db, page);
}

/** Removes the saved text, so the page shows the built-in one again. */
export async function resetPolicyText(
  db: Db,
  user: SessionUser,
  page: PolicyPage,
): Promise<StoredPolicyText> {
  const key = policySettingKey(page);
  await runInTransaction(db, async (tx) => {
    const before = await settings.lockSettingValue(tx, key);
    if (before === undefined) return;
    await deleteSetting(tx, key);
    await logStaffAction(tx, user.userId, {
      action: 'site_setting.policy',
      targetType: 'site_setting',
      targetId: key,
      before,
      after: null,
    });
  });
  return readPolicyText(db, page);
}
