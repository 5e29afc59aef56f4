import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import { chooseOption, MANAGER, paramsOf, post, renderBoardAdmin, writer } from './board-admin.fixture';

const LIST = '/api/admin/board/post/list';
const POSTS = {
  total: 2,
  rows: [
    post(1, { title: '리자몽 시세 질문', category: '질문' }),
    post(2, {
      title: '광고 글입니다',
      blinded: true,
      report_count: 3,
      report_score: 4,
      writer: writer('spam', '광고봇'),
    }),
  ],
};

function renderPosts(session: unknown = MANAGER) {
  return renderBoardAdmin(
    '/admin/board/post',
    {
      [LIST]: POSTS,
      '/api/admin/board/post/blind': (p: unknown) => p,
      '/api/admin/board/post/unblind': (p: unknown) => p,
      '/api/admin/board/post/delete': (p: unknown) => p,
      '/api/admin/board/post/move': { moved: 1 },
    },
    session,
  );
}

/** The table once the first answer is in (it shows a loader row before). */
async function table() {
  await screen.findByText('리자몽 시세 질문');
  return screen.getByRole('table', { name: '게시글 목록' });
}

describe('/admin/board/post', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/board/post'), 60_000);

  it('refuses a member who does not moderate the boards, before any back-office call', async () => {
    const { api } = renderPosts(sessionUser({ type: '일어알바' }));
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(BOARD_MSG.moderatorOnly)).toBeTruthy();
    expect(api.pathsCalled().filter((p) => p.startsWith('/api/admin/'))).toEqual([]);
  });

  it('lists every board’s posts with links, marks and report totals; a 매니저 sees only the moderation tabs', async () => {
    renderPosts();
    const rows = await table();
    const link = within(rows).getByRole('link', { name: '리자몽 시세 질문' });
    expect(link.getAttribute('href')).toBe(
      `/board/read?board_group=${encodeURIComponent('커뮤니티')}&board_name=${encodeURIComponent('자유게시판')}&id=1`,
    );
    expect(within(rows).getByText('[질문]', { exact: false })).toBeTruthy();
    expect(within(rows).getByText('블라인드')).toBeTruthy();
    expect(within(rows).getByText('3건 / 4점')).toBeTruthy();
    expect(within(rows).getByText('광고봇')).toBeTruthy();

    const tabs = screen.getByRole('tablist', { name: '게시판 관리 메뉴' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['게시글 관리', '블라인드 게시글', '댓글 관리', 'DB 추가 요청']);
  });

  it('blinds the selected posts, one call per post', async () => {
    const { api } = renderPosts();
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: '게시글 1 선택' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '게시글 2 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '블라인드' }));
    await waitFor(() => expect(paramsOf(api, '/api/admin/board/post/blind')).toEqual([{ id: 1 }, { id: 2 }]));
    expect(await screen.findByText('게시글 2건을 블라인드했습니다.')).toBeTruthy();
    expect(paramsOf(api, '/api/admin/board/post/delete')).toEqual([]);
  });

  it('deletes only after the confirmation', async () => {
    const { api } = renderPosts();
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: '게시글 2 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '게시글 삭제' });
    expect(within(dialog).getByText('선택한 게시글 1건을 삭제하시겠습니까?')).toBeTruthy();
    expect(paramsOf(api, '/api/admin/board/post/delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(paramsOf(api, '/api/admin/board/post/delete')).toEqual([{ id: 2 }]));
  });

  it('moves the selected posts to the chosen board', async () => {
    const { api } = renderPosts();
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: '게시글 1 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '이동' }));
    const dialog = await screen.findByRole('dialog', { name: '게시글 이동' });
    fireEvent.click(within(dialog).getByRole('button', { name: '이동' }));
    expect(await within(dialog).findByText('옮길 게시판을 선택해주세요.')).toBeTruthy();
    expect(paramsOf(api, '/api/admin/board/post/move')).toEqual([]);

    await chooseOption(within(dialog).getByLabelText('옮길 게시판', { selector: 'input' }), '카드 질문');
    fireEvent.click(within(dialog).getByRole('button', { name: '이동' }));
    await waitFor(() =>
      expect(paramsOf(api, '/api/admin/board/post/move')).toEqual([{ ids: [1], board_id: 12 }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '게시글 이동' })).toBeNull());
  });

  it('searches by keyword and state from the first page', async () => {
    const { api } = renderPosts();
    await table();
    fireEvent.change(screen.getByRole('textbox', { name: '검색어' }), { target: { value: ' 리자몽 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(paramsOf(api, LIST).at(-1)).toEqual({
        page: 1,
        board_id: null,
        search_type: '제목',
        keyword: '리자몽',
        state: '전체',
      }),
    );
    fireEvent.click(screen.getByRole('radio', { name: '검토요청' }));
    await waitFor(() => expect(paramsOf(api, LIST).at(-1)).toMatchObject({ state: '검토요청' }));
  });
});
