import type { UserType } from '@carddogam/contract/constants';

/** The logged-in member a request acts for, as the session resolves it. */
export interface SessionUser {
  userId: string;
  nickname: string;
  type: UserType;
}

/**
 * Who may make a call (§6). Every route declares one; the policy-matrix test reads them from the route
 * table. `check` answers 'ok', 'login' (401: log in first) or 'forbidden' (403 with forbiddenMessage).
 */
export interface Policy {
  name: string;
  forbiddenMessage?: string;
  /** The 401 message, when the call has a more telling one than '로그인이 필요합니다.' (§5). */
  loginMessage?: string;
  check(user: SessionUser | null): 'ok' | 'login' | 'forbidden';
}

export function definePolicy(
  name: string,
  check: Policy['check'],
  forbiddenMessage?: string,
  loginMessage?: string,
): Policy {
  return { name, check, forbiddenMessage, loginMessage };
}
