import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { GUEST_ANSWER, sessionUser } from '../../../test/session-fixtures';
import { UserPopupMenu, type MenuMember } from './UserPopupMenu';

const ME = sessionUser({ user_id: 'ash', nickname: '지우' });

async function openMenu(user: MenuMember, session: unknown) {
  const api = fakeApi({ '/api/auth/session': session, '/api/user/select/specific': [] });
  renderWithProviders(
    <MemoryRouter>
      <UserPopupMenu user={user} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(api.pathsCalled()).toContain('/api/auth/session'));
  fireEvent.click(screen.getByRole('button', { name: `${user.nickname} 메뉴` }));
  await screen.findAllByRole('menuitem', { hidden: true });
  return api;
}

const labels = () =>
  screen
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.querySelector('[data-menu-label]')?.textContent);

describe('신고하기 in the user menu (§2.21, decision 032)', { timeout: 20_000 }, () => {
  it('is offered to a logged-in member about someone else, and opens the report dialog', async () => {
    await openMenu({ user_id: 'misty', nickname: '이슬', collection_show: false }, ME);
    await waitFor(() => expect(labels()).toContain('신고하기'));
    fireEvent.click(screen.getByRole('menuitem', { hidden: true, name: '신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '신고하기' }, { timeout: 5000 });
    expect(within(dialog).getByText('이슬')).toBeTruthy();
  });

  it.each([
    ['a guest', { user_id: 'misty', nickname: '이슬' }, GUEST_ANSWER],
    ['oneself', { user_id: 'ash', nickname: '지우' }, ME],
    ['oneself known by nickname alone', { nickname: '지우' }, ME],
  ])('is hidden for %s', async (_who, user, session) => {
    await openMenu({ ...user, collection_show: false }, session);
    expect(labels()).not.toContain('신고하기');
  });
});
