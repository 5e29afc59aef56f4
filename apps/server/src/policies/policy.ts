import type { UserType } from '@carddogam/contract/constants';

/** The logged-in member a request acts for, as the session resolves it. */
export interface SessionUser {
  userId: string;
  nickname: string;
  type: UserType;
}

/**
 * Who may make a call (§6). Every route declares one; the policy-matrix test reads them from the route
 * table. `check` answers 'ok', 'login' (401: log in first) or 'forbidden' (403).
 */
export interface Policy {
  name: string;
  check(user: SessionUser | null): 'ok' | 'login' | 'forbidden';
}

export function definePolicy(name: string, check: Policy['check']): Policy {
  return { name, check };
}
