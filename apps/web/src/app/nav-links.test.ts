import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { boardListPath, NOTICE_BOARD } from '@carddogam/contract/board/seeded-boards';
import { fullRouteTable } from '../test/route-table';
import { userMenuLinks } from '../features/user-menu/lib/user-menu-links';
import { FOOTER_LINKS, NAV_ITEMS } from './shell/nav-items';

/** Whether a link leads to a screen of the route table rather than the 404 page. */
function leadsToBuiltScreen(to: string): boolean {
  const leaf = matchRoutes(fullRouteTable, to.split('?')[0]!)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
}

describe('every link of the header, home, footer and user menu leads to a screen', () => {
  it.each(NAV_ITEMS.map((item) => [item.label, item.to]))('header item %s (%s)', (_label, to) => {
    expect(leadsToBuiltScreen(to)).toBe(true);
  });

  // The home page's blocks preview these pages; their titles and '더보기' lead there.
  it.each([boardListPath(NOTICE_BOARD), '/rank', '/trade/post/list', '/deck/list'])(
    'home block page %s',
    (to) => {
      expect(leadsToBuiltScreen(to)).toBe(true);
    },
  );

  it.each(FOOTER_LINKS.map((link) => [link.label, link.to]))('footer link %s (%s)', (_label, to) => {
    expect(leadsToBuiltScreen(to)).toBe(true);
  });

  it.each(
    userMenuLinks({ user_id: 'ash', nickname: '지우', collection_show: true }).map((link) => [
      link.label,
      link.to,
    ]),
  )('user menu entry %s (%s)', (_label, to) => {
    expect(leadsToBuiltScreen(to!)).toBe(true);
  });

  it('still shows the built areas, the terms and the privacy policy', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual(
      expect.arrayContaining(['카드 검색', '카드랭킹', '카드거래', '덱 레시피', '콜렉션북']),
    );
    expect(FOOTER_LINKS.map((link) => link.label)).toEqual(
      expect.arrayContaining(['이용약관', '개인정보처리방침', '포인트 적립 안내']),
    );
  });
});
