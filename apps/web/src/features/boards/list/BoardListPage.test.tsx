import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { SITE_TITLE_SUFFIX } from '@carddogam/contract/constants';
import type { BoardListResult } from '@carddogam/contract/calls/board';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../../test/render-app';
import { GUEST_ANSWER } from '../../../test/session-fixtures';
import { boardInfo, listResult, MENU, postItem } from '../lib/test-fixtures';

const FREE = '/board/list?board_group=커뮤니티&board_name=자유게시판';

type ListParams = {
  board_name: string;
  page: number;
  tab: string;
  category?: string | null;
  keyword: string;
};

function renderList(
  path: string,
  list: (params: ListParams) => BoardListResult = (p) => listResult({ page: p.page }),
) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    '/api/board/board/list': MENU,
    '/api/board/list': (params: unknown) => list(params as ListParams),
  });
  const listCalls = () =>
    api.calls.filter((call) => call.path === '/api/board/list').map((call) => call.params as ListParams);
  return { api, listCalls, ...renderApp(path) };
}

const table = () => screen.findByRole('table', { name: '자유게시판 게시글 목록' });
const searchParam = (router: ReturnType<typeof renderApp>['router'], name: string) =>
  new URLSearchParams(router.state.location.search).get(name);

describe('/board/list', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/board/list', '/board/read');
  }, 60_000);

  it('shows pinned notices, numbered rows with their marks, the pager and 글쓰기', async () => {
    renderList(FREE);
    const rows = within(await table()).getAllByRole('row');
    // Header, the pinned notice, then the page's posts numbered down from the total.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('공지')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: '운영 공지입니다' })).toBeTruthy();
    const numberCell = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!.textContent;
    expect(numberCell(rows[2]!)).toBe('45');
    expect(rows[2]!.textContent).toContain('잡담');
    expect(rows[2]!.textContent).toContain('[3]');
    expect(within(rows[2]!).getByRole('img', { name: '새 글' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('img', { name: '이미지 있음' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: '글쓴이닉 메뉴' })).toBeTruthy();
    expect(within(rows[2]!).getByLabelText('배지 Lv.4')).toBeTruthy();
    expect(numberCell(rows[3]!)).toBe('44');
    expect(within(rows[2]!).getByRole('link', { name: '리자몽 뽑았어요' }).getAttribute('href')).toBe(
      `/board/read?board_group=${encodeURIComponent('커뮤니티')}&board_name=${encodeURIComponent('자유게시판')}&id=45`,
    );

    const pager = screen.getByRole('navigation', { name: '페이지' });
    for (const name of ['처음', '이전', '1페이지', '2페이지', '3페이지', '다음', '맨끝']) {
      expect(within(pager).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(pager).getByRole('button', { name: '1페이지' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: '처음' })).toHaveProperty('disabled', true);

    const write = screen.getByRole('link', { name: '글쓰기' });
    expect(write.getAttribute('href')).toBe(
      `/board/write?board_group=${encodeURIComponent('커뮤니티')}&board_name=${encodeURIComponent('자유게시판')}`,
    );
    const menu = screen.getByRole('navigation', { name: '게시판 메뉴' });
    expect(within(menu).getByRole('link', { name: '자유게시판' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '카드/DB 추가 요청' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`자유게시판 - ${SITE_TITLE_SUFFIX}`));
  });

  it('moves pages through the address, so back returns to the page before', async () => {
    const { router, listCalls } = renderList(FREE);
    await table();
    fireEvent.click(screen.getByRole('button', { name: '3페이지' }));
    await waitFor(() => expect(searchParam(router, 'page')).toBe('3'));
    await waitFor(() => expect(listCalls().at(-1)?.page).toBe(3));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '3페이지' }).getAttribute('aria-current')).toBe('page'),
    );
    // Row numbers follow the page: 45 − 2 × 20.
    const firstPost = within(await table()).getAllByRole('row')[2]!;
    expect(within(firstPost).getAllByRole('cell')[0]!.textContent).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: '처음' }));
    await waitFor(() => expect(searchParam(router, 'page')).toBeNull());

    await act(() => router.navigate(-1));
    expect(searchParam(router, 'page')).toBe('3');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '3페이지' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('switches to 베스트 and filters by 말머리, starting again on page 1', async () => {
    const { router, listCalls } = renderList(`${FREE}&page=2`);
    await table();
    fireEvent.click(screen.getByRole('tab', { name: '베스트' }));
    await waitFor(() => expect(searchParam(router, 'tab')).toBe('베스트'));
    expect(searchParam(router, 'page')).toBeNull();
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: '베스트', page: 1 }));

    fireEvent.click(screen.getByRole('radio', { name: '질문' }));
    await waitFor(() => expect(searchParam(router, 'category')).toBe('질문'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: '베스트', category: '질문' }));
  });

  it('has no 베스트 tab on a board without a 베스트 count', async () => {
    renderList('/board/list?board_group=커뮤니티&board_name=카드 질문', (p) =>
      listResult({
        page: p.page,
        board: boardInfo({ id: 2, name: '카드 질문', best_votes: 0, categories: [] }),
      }),
    );
    await screen.findByRole('table', { name: '카드 질문 게시글 목록' });
    expect(screen.queryByRole('tab', { name: '베스트' })).toBeNull();
    expect(screen.queryByRole('radio', { name: '질문' })).toBeNull();
  });

  it('searches by 글쓴이 through the address and leaves notices out of the results', async () => {
    const { router, listCalls } = renderList(FREE, (p) =>
      p.keyword
        ? listResult({ total: 1, page_count: 1, rows: [postItem(30, { title: '찾은 글' })] })
        : listResult(),
    );
    await table();
    const form = screen.getByRole('search', { name: '게시판 검색' });
    fireEvent.click(within(form).getByRole('button', { name: '검색' }));
    expect(await within(form).findByText(BOARD_MSG.keywordRequired)).toBeTruthy();

    fireEvent.change(within(form).getByRole('combobox', { name: '검색 조건' }), {
      target: { value: '글쓴이' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: '검색어' }), { target: { value: ' 피카 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '검색' }));

    await waitFor(() => expect(searchParam(router, 'keyword')).toBe('피카'));
    expect(searchParam(router, 'search_type')).toBe('글쓴이');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ search_type: '글쓴이', keyword: '피카' }));
    expect(await screen.findByRole('link', { name: '찾은 글' })).toBeTruthy();
    expect(screen.queryByText('운영 공지입니다')).toBeNull();
    expect(screen.getByText('검색 결과 1건')).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('운영 공지입니다')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '검색어' })).toHaveProperty('value', '');
  });

  it('lets a search counted only in part go on to the next block of pages', async () => {
    const { router } = renderList(`${FREE}&search_type=내용&keyword=리자몽&page=10`, (p) =>
      listResult({ total: 201, total_capped: true, page: p.page, page_count: 10, rows: [postItem(812)] }),
    );
    expect(await screen.findByText('검색 결과 201건 이상')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: '페이지' });
    expect(within(pager).getByRole('button', { name: '맨끝' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(searchParam(router, 'page')).toBe('11'));
    expect(searchParam(router, 'keyword')).toBe('리자몽');
  });

  it('shows each request status on the 카드/DB 추가 요청 board', async () => {
    renderList('/board/list?board_group=고객센터&board_name=카드/DB 추가 요청', () =>
      listResult({
        board: boardInfo({
          id: 8,
          group: '고객센터',
          name: '카드/DB 추가 요청',
          kind: 'DB요청',
          categories: [],
        }),
        notices: [],
        rows: [
          postItem(3, { title: '신규 카드 요청', db_request_status: '처리중' }),
          postItem(2, { title: '오타 수정 요청', db_request_status: '완료' }),
        ],
      }),
    );
    const rows = within(
      await screen.findByRole('table', { name: '카드/DB 추가 요청 게시글 목록' }),
    ).getAllByRole('row');
    expect(within(rows[0]!).getByText('상태')).toBeTruthy();
    expect(within(rows[1]!).getByText('처리중')).toBeTruthy();
    expect(within(rows[2]!).getByText('완료')).toBeTruthy();
  });

  it('shows the blind notice a blinded post is listed with', async () => {
    renderList(FREE, () =>
      listResult({ notices: [], rows: [postItem(5, { title: BOARD_MSG.blindedPost, blinded: true })] }),
    );
    expect(within(await table()).getByRole('link', { name: BOARD_MSG.blindedPost })).toBeTruthy();
  });

  it('tells a visitor of an unknown board so in Korean', async () => {
    const { api } = renderList('/board/list?board_name=없는게시판');
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/board/list'
        ? jsonResponse(404, { error: { code: 'BOARD_NOT_FOUND', message: BOARD_MSG.boardNotFound } })
        : answer(input, init),
    );
    expect(await screen.findByText(BOARD_MSG.boardNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(screen.getByRole('navigation', { name: '게시판 메뉴' })).toBeTruthy();
  });

  it('opens the first board of the menu when the address names none', async () => {
    const { router } = renderList('/board/list');
    await table();
    expect(searchParam(router, 'board_name')).toBe('자유게시판');
    expect(searchParam(router, 'board_group')).toBe('커뮤니티');
  });

  it('lists posts as rows rather than a wide table on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: true,
    })) as typeof window.matchMedia;
    try {
      renderList(FREE);
      const list = await screen.findByRole('list', { name: '자유게시판 게시글 목록' });
      expect(screen.queryByRole('table')).toBeNull();
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(within(items[0]!).getByText('공지')).toBeTruthy();
      expect(items[1]!.textContent).toContain('조회 10');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
