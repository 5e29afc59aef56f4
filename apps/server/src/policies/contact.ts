import { timingSafeEqual } from 'node:crypto';
import type { SessionUser } from './policy';
import { isStaff } from './roles';

/**
 * Who may read an inquiry (decision 032): its asker, staff, or whoever holds the guest link's token.
 * 'login' when a guest came without a token (the page offers the login); 'hidden' otherwise, answered like
 * an inquiry that does not exist, so that trying ids tells nothing.
 */
export type InquiryAccess = 'ok' | 'login' | 'hidden';

export function inquiryAccess(
  user: SessionUser | null,
  inquiry: { userId: string | null; guestTokenHash: string | null },
  tokenHash: string | null,
): InquiryAccess {
  if (tokenHash && inquiry.guestTokenHash && sameHash(tokenHash, inquiry.guestTokenHash)) return 'ok';
  if (user && (isStaff(user.type) || (inquiry.userId !== null && inquiry.userId === user.userId)))
    return 'ok';
  return !user && !tokenHash ? 'login' : 'hidden';
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
