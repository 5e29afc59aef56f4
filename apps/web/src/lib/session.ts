import { createContext, useContext } from 'react';
import { RESERVED_USER_IDS, type UserType } from '@carddogam/contract/constants';

/** The logged-in member as the screens need them. */
export interface SessionUser {
  user_id: string;
  nickname: string;
  type: UserType;
}

export interface Session {
  user: SessionUser | null;
  logout: () => Promise<void>;
}

/** A visitor who is not logged in. Accounts are not part of the product yet, so every visitor is one. */
export const GUEST_SESSION: Session = { user: null, logout: async () => undefined };

/** The account feature provides the real session here; without a provider everyone is a guest. */
export const SessionContext = createContext<Session>(GUEST_SESSION);

export function useSession(): Session {
  return useContext(SessionContext);
}

/** Ids that may never hold a session (§2.1): such a session is logged out at once. */
export function isReservedUserId(userId: string): boolean {
  return (RESERVED_USER_IDS as readonly string[]).includes(userId);
}
