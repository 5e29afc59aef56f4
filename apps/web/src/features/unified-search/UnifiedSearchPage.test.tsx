import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  UNIFIED_SEARCH_MSG as M,
  unifiedSearchCalls as calls,
  type UnifiedSearchResult,
} from '@carddogam/contract/calls/unified-search';
import { MSG } from '@carddogam/contract/messages';
import { postItem } from '../../test/board.fixture';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { searchRow } from '../../test/search-row.fixture';

const empty = { total: 0, capped: false, items: [] };

function answer(q: string): UnifiedSearchResult {
  return {
    q,
    cards: {
      total: 1,
      capped: false,
      items: [searchRow({ id: 'sv3pt5-150', name_kr: '뮤츠 ex', name_en: 'Mewtwo ex' })],
    },
    boardPosts: {
      total: 51,
      capped: true,
      items: [
        postItem(7, {
          title: '뮤츠 덱 질문',
          board_group: '커뮤니티',
          board_name: '자유게시판',
          comment_count: 3,
        }),
        postItem(6, { title: '뮤츠 카드 자랑', board_group: '커뮤니티', board_name: '카드자랑' }),
      ],
    },
    decks: empty,
    tradePosts: empty,
    members: {
      total: 1,
      capped: false,
      items: [{ user_id: 'mew', nickname: '뮤츠조련사', type: '사용자', grade: 3 }],
    },
  };
}

function fakeSearch() {
  return fakeApi({ ...SHELL_ANSWERS, [calls.all.path]: (p: unknown) => answer((p as { q: string }).q) });
}

const searchesOf = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === calls.all.path).map((c) => c.params);

/**
 * A link by the text it shows. A marked word is its own element, and the accessible name computed in
 * tests drops the space after it, so links with marked words are found by their text instead.
 */
const linkShowing = (container: HTMLElement, text: string) => {
  const found = within(container)
    .getAllByRole('link')
    .find((a) => a.textContent === text);
  if (!found) throw new Error(`no link showing ${text}`);
  return found;
};

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('통합검색 /search', { timeout: 30_000 }, () => {
  it('shows every group with its count, the word marked, and 더보기 to each list with the same word', async () => {
    await preloadRoutes('/search');
    const api = fakeSearch();
    renderApp('/search?q=%EB%AE%A4%EC%B8%A0');

    const cards = await screen.findByRole('region', { name: /^카드 1건/ }, { timeout: 20_000 });
    expect(searchesOf(api)).toEqual([{ q: '뮤츠' }]);
    const card = within(cards).getByRole('link', { name: '뮤츠 ex' });
    expect(card.getAttribute('href')).toBe('/card/detail?id=sv3pt5-150');
    expect(
      within(card)
        .getAllByText('뮤츠')
        .some((el) => el.tagName === 'MARK'),
    ).toBe(true);
    expect(within(cards).getByRole('link', { name: '카드 더보기' }).getAttribute('href')).toBe(
      `/card/list?${new URLSearchParams({ text: '뮤츠' })}`,
    );

    const posts = group('게시글 51건 이상');
    const post = linkShowing(posts, '뮤츠 덱 질문');
    expect(post.getAttribute('href')).toBe(
      `/board/read?${new URLSearchParams({ board_group: '커뮤니티', board_name: '자유게시판', id: '7' })}`,
    );
    // One 더보기 per board of the hits, that board's list searched by title.
    expect(within(posts).getByRole('link', { name: '카드자랑에서 더보기' }).getAttribute('href')).toBe(
      `/board/list?${new URLSearchParams({
        board_group: '커뮤니티',
        board_name: '카드자랑',
        search_type: '제목',
        keyword: '뮤츠',
      })}`,
    );

    // Empty groups say so, and offer no 더보기.
    for (const name of ['덱 레시피 0건', '카드거래 0건']) {
      expect(within(group(name)).getByText(MSG.noSearchResults)).toBeTruthy();
      expect(within(group(name)).queryByRole('link')).toBeNull();
    }
    const member = within(group('회원 1건')).getByRole('link', { name: '뮤츠조련사' });
    expect(member.getAttribute('href')).toBe('/mypage/profile?user_id=mew');
  });

  it('refuses a one-character word without asking the server, and searches a longer one from the box', async () => {
    await preloadRoutes('/search');
    const api = fakeSearch();
    const { router } = renderApp('/search');

    const box = await screen.findByRole('textbox', { name: '검색어' }, { timeout: 20_000 });
    fireEvent.change(box, { target: { value: ' 뮤 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.tooShort);
    expect(searchesOf(api)).toEqual([]);

    fireEvent.change(box, { target: { value: ' 뮤츠 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: '뮤츠' })}`));
    expect(await screen.findByRole('region', { name: /^카드 1건/ })).toBeTruthy();
    expect(searchesOf(api)).toEqual([{ q: '뮤츠' }]);
  });

  it('can be reached from the header on every page', async () => {
    fakeSearch();
    renderApp('/search?q=%EB%AE%A4%EC%B8%A0');
    const link = await screen.findByRole('link', { name: '통합검색' }, { timeout: 20_000 });
    expect(link.getAttribute('href')).toBe('/search');
  });
});
