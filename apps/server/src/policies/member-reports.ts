import { MEMBER_REPORT_MSG, MSG } from '@carddogam/contract/messages';
import type { SessionUser } from './policy';
import { isBanned } from './roles';
import type { Verdict } from './permissions';

/**
 * Who may report whom (decision 032): a logged-in member who is not banned, and never themself. The
 * reported member is compared by id and by nickname, since a report may name them by nickname alone.
 */
export function canReportMember(
  reporter: SessionUser | null,
  reported: { userId: string; nickname: string },
): Verdict {
  if (!reporter) return { ok: false, status: 401, code: 'LOGIN_REQUIRED', message: MSG.loginRequired };
  if (isBanned(reporter.type)) return { ok: false, status: 403, code: 'BANNED', message: MSG.bannedUser };
  if (reporter.userId === reported.userId || reporter.nickname === reported.nickname) {
    return { ok: false, status: 403, code: 'SELF_REPORT', message: MEMBER_REPORT_MSG.self };
  }
  return { ok: true };
}
