import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BoardPostItem } from '@carddogam/contract/calls/board';
import { boardReadPath, FREE_BOARD } from '@carddogam/contract/board/seeded-boards';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../../test/fake-api';
import { postItem } from '../../../test/board.fixture';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../../test/render-app';
import { GUEST_ANSWER } from '../../../test/session-fixtures';

const SITE_TITLE = '포켓몬카드 DB/커뮤니티 카드도감';
const MEMBER = {
  type: '사용자',
  grade: 4,
  profile_image: null,
  user_id: 'trainer9',
  nickname: '꼬부기대장',
  collection_show: true,
};

function post(id: number, overrides: Partial<BoardPostItem> = {}): BoardPostItem {
  return postItem(id, {
    title: `글 ${id}`,
    view_count: 1234,
    vote_up: 5,
    created: '2026-11-20 09:30',
    writer: { ...MEMBER },
    ...overrides,
  });
}

/** 45 posts: page n holds ids counting down from 45 − 20(n−1), as the server pages them. */
function postsPage(params: unknown) {
  const { page } = params as { page: number };
  const first = 45 - 20 * (page - 1);
  const ids = Array.from({ length: Math.min(20, first) }, (_, i) => first - i);
  return {
    total: 45,
    rows: ids.map((id) => post(id, id === 45 ? { category: '질문', comment_count: 7 } : {})),
  };
}

const COMMENTS = {
  total: 1,
  rows: [
    {
      id: 90,
      post_id: 12,
      board_group: '커뮤니티',
      board_name: '카드 질문',
      post_title: '리자몽 ex 가격 질문',
      content: '<b>저도</b> 궁금해요',
      created: '2026-11-21 18:05',
    },
  ],
};

function renderProfile(path: string, answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    '/api/user/select/specific': [MEMBER],
    '/api/board/profile/posts': postsPage,
    '/api/board/profile/comments': COMMENTS,
    ...answers,
  });
  return { api, ...renderApp(path) };
}

describe('/mypage/profile', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/mypage/profile');
  }, 60_000);

  it('shows the member with their badge and their posts, linked, without asking a guest to log in', async () => {
    const { api } = renderProfile('/mypage/profile?user_id=trainer9');

    expect(await screen.findByRole('heading', { level: 1, name: '꼬부기대장' })).toBeTruthy();
    expect(screen.getByLabelText('배지 Lv.4')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '작성한 게시글' });
    const first = within(table).getByRole('link', { name: '글 45' });
    expect(first.getAttribute('href')).toBe(boardReadPath(FREE_BOARD, 45));
    const row = first.closest('tr')!;
    expect(within(row).getByText('[질문]')).toBeTruthy();
    expect(within(row).getByText('[7]')).toBeTruthy();
    expect(row.textContent).toContain(FREE_BOARD.name);
    expect(row.textContent).toContain('2026-11-20 09:30');
    expect(row.textContent).toContain('1,234');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('tab', { name: '게시글 45' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '댓글 1' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`꼬부기대장님의 게시글 - ${SITE_TITLE}`));
    expect(api.calls.find((c) => c.path === '/api/user/select/specific')?.params).toEqual({
      user_id: 'trainer9',
    });
    expect(screen.queryByRole('heading', { name: '로그인' })).toBeNull();
  });

  it('pages through the posts with the page in the address', async () => {
    const { api, router } = renderProfile('/mypage/profile?user_id=trainer9');
    await screen.findByRole('link', { name: '글 45' });

    fireEvent.click(screen.getByRole('button', { name: '2페이지' }));

    expect(await screen.findByRole('link', { name: '글 25' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '글 45' })).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(
      api.calls.filter((c) => c.path === '/api/board/profile/posts').map((c) => c.params),
    ).toContainEqual({
      user_id: 'trainer9',
      page: 2,
    });

    await act(() => router.navigate('/mypage/profile?user_id=trainer9&page=3'));
    expect(await screen.findByRole('link', { name: '글 5' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });

  it('shows the comments tab: the text as plain text and the post it was written on', async () => {
    const { router } = renderProfile('/mypage/profile?user_id=trainer9&page=2');
    await screen.findByRole('link', { name: '글 25' });

    fireEvent.click(screen.getByRole('tab', { name: '댓글 1' }));

    const table = await screen.findByRole('table', { name: '작성한 댓글' });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('tab')).toBe('comments');
    expect(search.get('page')).toBeNull();
    expect(within(table).getByText('<b>저도</b> 궁금해요')).toBeTruthy();
    expect(table.querySelector('b')).toBeNull();
    expect(within(table).getByRole('link', { name: '리자몽 ex 가격 질문' }).getAttribute('href')).toBe(
      boardReadPath({ group: '커뮤니티', name: '카드 질문' }, 12),
    );
    expect(within(table).getByText('카드 질문')).toBeTruthy();
    expect(within(table).getByText('2026-11-21 18:05')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`꼬부기대장님의 댓글 - ${SITE_TITLE}`));
  });

  it('stacks the posts as cards on a phone', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
    renderProfile('/mypage/profile?user_id=trainer9');

    const list = await screen.findByRole('list', { name: '작성한 게시글' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('link', { name: '글 45' }).closest('li')!;
    expect(card.textContent).toContain(FREE_BOARD.name);
    expect(card.textContent).toContain('조회 1,234');
    expect(card.textContent).toContain('추천 5');
  });

  it('says when the member has written nothing yet', async () => {
    renderProfile('/mypage/profile?user_id=trainer9&tab=comments', {
      '/api/board/profile/comments': { total: 0, rows: [] },
    });
    expect(await screen.findByText('아직 작성한 댓글이 없습니다.')).toBeTruthy();
  });

  it('tells that an unknown member does not exist and lists nothing', async () => {
    const { api } = renderProfile('/mypage/profile?user_id=nobody', { '/api/user/select/specific': [] });

    expect(await screen.findByText(MSG.userMissing)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain('/api/board/profile/posts');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('tells the same without a member id', async () => {
    renderProfile('/mypage/profile');
    expect(await screen.findByText(MSG.userMissing)).toBeTruthy();
  });
});
