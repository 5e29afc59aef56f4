import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import { UserPopupMenu } from './UserPopupMenu';
import { UserBadge } from './UserBadge';
import { userMenuLinks } from './user-menu-links';

function renderMenu(collectionShow: boolean) {
  fakeApi({ '/api/auth/session': { is_logined: false } });
  renderWithProviders(
    <MemoryRouter>
      <UserPopupMenu
        user={{
          user_id: 'ash',
          nickname: '지우 1',
          type: '사용자',
          grade: 3,
          collection_show: collectionShow,
        }}
      />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: '지우 1 메뉴' }));
}

// jsdom has no layout, so the popover's placement code marks the open dropdown as hidden; the queries
// look past that with `hidden: true`.
describe('user popup menu (§2.21)', () => {
  it('links to posts, message, trade log, collection and record when the collection is shown', async () => {
    renderMenu(true);
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['게시글 보기', '/mypage/profile?user_id=ash'],
      ['쪽지 보내기', '/mypage/message?to=%EC%A7%80%EC%9A%B0%201'],
      ['거래내역 보기', '/trade/log?nickname=%EC%A7%80%EC%9A%B0%201'],
      ['콜렉션 보기', '/collection/list?nickname=%EC%A7%80%EC%9A%B0%201'],
      ['전적 보기', '/record?user_id=ash'],
    ]);
  });

  it('leaves the collection out when collection_show is false', async () => {
    renderMenu(false);
    await screen.findAllByRole('menuitem', { hidden: true });
    expect(screen.queryByRole('menuitem', { hidden: true, name: '콜렉션 보기' })).toBeNull();
    expect(userMenuLinks({ user_id: 'a', nickname: 'b' }).map((l) => l.label)).not.toContain('콜렉션 보기');
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
