import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { SessionContext, type Session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { useSessionUpkeep } from './use-session-upkeep';

function renderWithSession(session: Session) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
  );
  return renderHook(() => useSessionUpkeep(), { wrapper });
}

describe('useSessionUpkeep', () => {
  it.each(['Pokemon', 'pokémon', 'Pokémon'])(
    'logs out a session holding the reserved id %s',
    async (userId) => {
      const api = fakeApi({});
      const logout = vi.fn().mockResolvedValue(undefined);
      renderWithSession({ user: { user_id: userId, nickname: userId, type: '사용자' }, logout });

      await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
      expect(api.pathsCalled()).not.toContain('/api/auth/update/lastVisit');
    },
  );

  it("records a member's last visit", async () => {
    const api = fakeApi({ '/api/auth/update/lastVisit': { ok: true } });
    const logout = vi.fn();
    renderWithSession({ user: { user_id: 'trainer1', nickname: '트레이너', type: '사용자' }, logout });

    await waitFor(() =>
      expect(api.calls).toEqual([{ path: '/api/auth/update/lastVisit', params: { user_id: 'trainer1' } }]),
    );
    expect(logout).not.toHaveBeenCalled();
  });

  it('does nothing for a guest', async () => {
    const api = fakeApi({});
    renderWithSession({ user: null, logout: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.calls).toEqual([]);
  });
});
