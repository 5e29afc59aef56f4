import { createContext, useContext } from 'react';
import type { SessionUserBody } from '@carddogam/contract/calls/auth';
import { isForcedOutUserId } from '@carddogam/contract/users';

type CoreFields = 'user_id' | 'nickname' | 'type';

/**
 * The logged-in member as the screens need them: the server's session user (§3). Only id, nickname and
 * type are required so that a screen (or a test) can stand up a session without every field; the
 * provider always fills them all.
 */
export type SessionUser = Pick<SessionUserBody, CoreFields> &
  Partial<Omit<SessionUserBody, CoreFields | 'is_logined'>>;

export interface Session {
  user: SessionUser | null;
  logout: () => Promise<void>;
  /** Asks the server again, e.g. after the member changed their own account. */
  refresh?: () => Promise<void>;
  /** True until the first answer of the session call, so guarded pages do not bounce a member. */
  loading?: boolean;
}

/** A visitor who is not logged in; also what a screen sees without a provider. */
export const GUEST_SESSION: Session = { user: null, logout: async () => undefined };

/** SessionProvider (features/auth) puts the real session here; without it everyone is a guest. */
export const SessionContext = createContext<Session>(GUEST_SESSION);

export function useSession(): Session {
  return useContext(SessionContext);
}

/** Ids that may never hold a session (§2.1): such a session is logged out at once, as the server does. */
export { isForcedOutUserId };
