import { WANT_MSG } from '@carddogam/contract/calls/want-matches';
import type { Verdict } from './permissions';
import type { SessionUser } from './policy';

/**
 * How many members look for a post's cards is the seller's signal, not a public figure: it would tell
 * other sellers where the demand is. Only the post's writer sees it.
 */
export function canSeePostWanted(user: SessionUser, postWriter: string): Verdict {
  return user.userId === postWriter
    ? { ok: true }
    : { ok: false, status: 403, code: 'FORBIDDEN', message: WANT_MSG.sellerOnly };
}
