import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';
import { UserPopupMenu, type MenuMember } from './UserPopupMenu';
import { UserBadge } from '../../../components/user/UserBadge';

const SUMMARY = '/api/user/select/specific';

function renderMenu(user: MenuMember, answers: Record<string, unknown> = {}) {
  const api = fakeApi({ '/api/auth/session': { is_logined: false }, ...answers });
  renderWithProviders(
    <MemoryRouter>
      <UserPopupMenu user={user} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: `${user.nickname} 메뉴` }));
  return api;
}

/** The menu's entries as [label, link or 'disabled']. */
async function entries(): Promise<[string, string | null][]> {
  const items = await screen.findAllByRole('menuitem', { hidden: true });
  return items.map((item) => [
    item.querySelector('[data-menu-label]')?.textContent ?? item.textContent ?? '',
    item.hasAttribute('disabled') || item.getAttribute('data-disabled') === 'true'
      ? 'disabled'
      : item.getAttribute('href'),
  ]);
}

// jsdom has no layout, so the popover's placement code marks the open dropdown as hidden; the queries
// look past that with `hidden: true`.
describe('user popup menu (§2.21)', () => {
  it('links the built areas and shows the others disabled, with the collection when it is shown', async () => {
    renderMenu({ user_id: 'ash', nickname: '지우 1', type: '사용자', grade: 3, collection_show: true });
    expect(await entries()).toEqual([
      ['게시글 보기', '/mypage/profile?user_id=ash'],
      ['쪽지 보내기', '/mypage/message?to=%EC%A7%80%EC%9A%B0%201'],
      ['거래내역 보기', '/trade/log?nickname=%EC%A7%80%EC%9A%B0%201'],
      ['콜렉션 보기', '/collection/list?nickname=%EC%A7%80%EC%9A%B0%201'],
      ['전적 보기', '/record?user_id=ash'],
    ]);
    expect(screen.getByLabelText('배지 Lv.3')).toBeTruthy();
  });

  it('leaves the collection out when collection_show is false', async () => {
    renderMenu({ user_id: 'ash', nickname: '지우', collection_show: false });
    expect((await entries()).map(([label]) => label)).not.toContain('콜렉션 보기');
  });

  it("looks the member up when the place showing the nickname does not know the collection's setting", async () => {
    const api = renderMenu(
      { user_id: 'misty', nickname: '이슬' },
      {
        [SUMMARY]: [
          {
            type: '사용자',
            grade: 1,
            profile_image: null,
            user_id: 'misty',
            nickname: '이슬',
            collection_show: true,
          },
        ],
      },
    );
    expect(await screen.findByText('콜렉션 보기', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === SUMMARY).map((c) => c.params)).toEqual([{ user_id: 'misty' }]);
  });

  it('opens from a nickname alone, for the entries that need no member id', async () => {
    renderMenu({ nickname: '웅' });
    const shown = await entries();
    expect(shown).toContainEqual(['거래내역 보기', '/trade/log?nickname=%EC%9B%85']);
    expect(shown).toContainEqual(['게시글 보기', 'disabled']);
  });

  it('shows no badge when the place showing the nickname does not know it', () => {
    fakeApi({ '/api/auth/session': { is_logined: false } });
    renderWithProviders(
      <MemoryRouter>
        <UserPopupMenu user={{ user_id: 'brock', nickname: '웅' }} />
      </MemoryRouter>,
    );
    expect(screen.queryByLabelText(/^배지 /)).toBeNull();
  });
});

describe('user badge (§3)', () => {
  it.each([
    ['사용자', 0, '배지 NEW'],
    ['사용자', 4, '배지 Lv.4'],
    ['사용자', 40, '배지 Lv.12'],
    ['밴 유저', 5, '배지 밴'],
    ['관리자', 0, '배지 관리자'],
    ['매니저', 0, '배지 매니저'],
    ['운영진', 0, '배지 운영진'],
    ['테스터', 0, '배지 테스터'],
  ])('%s at grade %d shows %s', (type, grade, label) => {
    fakeApi({ '/api/auth/session': { is_logined: false } });
    renderWithProviders(<UserBadge type={type} grade={grade} />);
    expect(screen.getByLabelText(label)).toBeTruthy();
  });
});
