import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@carddogam/contract/messages';
import { useSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { useLogin } from '../api/auth-mutations';
import { failPath, GUEST_ANSWER, sessionUser } from '../../../test/session-fixtures';

/** Shows what the session says and offers the two transitions of §4. */
function Probe() {
  const { user, loading, logout, refresh } = useSession();
  const login = useLogin();
  if (loading) return <p>loading</p>;
  return (
    <div>
      <p>{user ? `member:${user.nickname}:${user.point}` : 'guest'}</p>
      <button onClick={() => login.mutate({ user_id: 'trainer1', password: 'pikachu-1234' })}>login</button>
      <button onClick={() => void logout()}>logout</button>
      <button onClick={() => void refresh?.()}>refresh</button>
    </div>
  );
}

describe('SessionProvider', () => {
  it('starts as a guest, becomes the member after login, and is cleared by logout', async () => {
    const member = sessionUser();
    const api = fakeApi({
      '/api/auth/session': GUEST_ANSWER,
      '/api/auth/login': member,
      '/api/auth/logout': { ok: true },
    });
    renderWithProviders(<Probe />);

    expect(await screen.findByText('guest')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(await screen.findByText(`member:${member.nickname}:120`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('guest')).toBeTruthy();
    expect(api.pathsCalled()).toEqual(['/api/auth/session', '/api/auth/login', '/api/auth/logout']);
  });

  it('loads a member from the session call and asks again on refresh', async () => {
    let point = 100;
    const api = fakeApi({ '/api/auth/session': () => sessionUser({ point }) });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('member:피카츄사랑:100')).toBeTruthy();

    point = 105;
    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect(await screen.findByText('member:피카츄사랑:105')).toBeTruthy();
    expect(api.pathsCalled()).toEqual(['/api/auth/session', '/api/auth/session']);
  });

  it('clears the member even when the logout call fails', async () => {
    const api = fakeApi({ '/api/auth/session': sessionUser(), '/api/auth/logout': {} });
    failPath(api, '/api/auth/logout', 500, 'SERVER_ERROR', MSG.serverError);
    renderWithProviders(<Probe />);
    await screen.findByText('member:피카츄사랑:120');

    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByText('guest')).toBeTruthy());
  });

  it('treats a failed session call as a guest', async () => {
    fakeApi({});
    renderWithProviders(<Probe />);
    expect(await screen.findByText('guest')).toBeTruthy();
  });
});
