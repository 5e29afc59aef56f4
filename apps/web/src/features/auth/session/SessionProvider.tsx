import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SessionContext, type Session } from '../../../lib/session';
import { authKeys } from '../api/keys';
import { endServerSession, sessionQuery, storeSessionUser } from '../api/session';

/**
 * Loads the visitor's session from the server and gives every screen `{ user, logout, refresh }`. A
 * failed session call leaves the visitor a guest: the server still decides on every call.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(sessionQuery);

  const logout = useCallback(async () => {
    // §4: logout clears the session even when the call failed, so the screen never shows a stale member;
    // the callers (the shell's reserved-id upkeep among them) have nothing better to do with the error.
    await endServerSession().catch(() => undefined);
    storeSessionUser(queryClient, null);
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.session });
  }, [queryClient]);

  const session = useMemo<Session>(
    () => ({ user: data?.is_logined ? data : null, logout, refresh, loading: isPending }),
    [data, logout, refresh, isPending],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
