import { useEffect } from 'react';
import { isForcedOutUserId, useSession } from '../../lib/session';
import { recordLastVisit } from '../api/visit-calls';

/**
 * Session work of §2.1 at start: a session holding a reserved id is logged out at once; any other
 * logged-in member gets their last visit recorded.
 */
export function useSessionUpkeep(): void {
  const { user, logout } = useSession();
  const userId = user?.user_id ?? null;

  useEffect(() => {
    if (userId === null) return;
    if (isForcedOutUserId(userId)) {
      void logout();
      return;
    }
    recordLastVisit(userId).catch(() => undefined);
  }, [userId, logout]);
}
