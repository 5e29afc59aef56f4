import { fireEvent, waitFor, within } from '@testing-library/react';
import { OPEN_BOARD_GATES } from '@carddogam/contract/board/gates';
import type { BoardSetting } from '@carddogam/contract/calls/board-admin';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import type { AdminComment, AdminPost, DbRequest } from './api/board-admin-queries';

/** Answers of the board back office as the server gives them, for the screen tests. */

export const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
export const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });

export const writer = (user_id = 'ash', nickname = '지우') => ({
  user_id,
  nickname,
  type: '사용자',
  grade: 3,
  profile_image: null,
  collection_show: true,
});

export function post(id: number, overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id,
    board_id: 11,
    board_group: '커뮤니티',
    board_name: '자유게시판',
    category: null,
    title: `게시글 제목 ${id}`,
    comment_count: 0,
    view_count: 10,
    vote_up: 1,
    vote_down: 0,
    has_image: false,
    is_notice: false,
    is_best: false,
    blinded: false,
    is_new: false,
    created: '2026-11-20 14:05',
    writer: writer(),
    db_request_status: null,
    report_count: 0,
    report_score: 0,
    review_requested: false,
    ...overrides,
  };
}

export function comment(id: number, overrides: Partial<AdminComment> = {}): AdminComment {
  return {
    id,
    post_id: 1,
    parent_id: null,
    board_group: '커뮤니티',
    board_name: '자유게시판',
    post_title: '게시글 제목 1',
    content: `댓글 내용 ${id}`,
    blinded: false,
    report_count: 0,
    created: '2026-11-21 09:30',
    writer: writer('misty', '이슬'),
    ...overrides,
  };
}

export function dbRequest(id: number, overrides: Partial<DbRequest> = {}): DbRequest {
  return {
    ...post(id, { board_id: 23, board_group: '고객센터', board_name: '카드/DB 추가 요청' }),
    db_request_status: '접수',
    status: '접수',
    reply: '',
    replied_by: null,
    status_updated: null,
    ...overrides,
  } as DbRequest;
}

export function board(id: number, name: string, overrides: Partial<BoardSetting> = {}): BoardSetting {
  return {
    id,
    group_id: 1,
    group: '커뮤니티',
    name,
    sort: 10,
    kind: '일반',
    categories: [],
    gates: structuredClone(OPEN_BOARD_GATES),
    post_points: null,
    comment_points: null,
    rows_per_page: 20,
    best_votes: 10,
    images_allowed: true,
    blind_threshold: 3,
    post_count: 0,
    ...overrides,
  };
}

export const CATEGORIES = [
  {
    id: 1,
    name: '커뮤니티',
    sort: 10,
    boards: [
      board(11, '자유게시판', { post_count: 120, categories: ['잡담', '질문'] }),
      board(12, '카드 질문', { sort: 20 }),
    ],
  },
  { id: 2, name: '고객센터', sort: 20, boards: [] },
];

/** The whole site at a back-office path, logged in as `session`, with these answers added. */
export function renderBoardAdmin(
  path: string,
  answers: Record<string, unknown> = {},
  session: unknown = ADMIN,
) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    '/api/admin/board/category/list': CATEGORIES,
    ...answers,
  });
  return { api, ...renderApp(path) };
}

/** The params of every call made to `path`, in order. */
export const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.params);

/**
 * Opens a Mantine select and clicks one of its options. The options are looked up in the list the input
 * controls, as other selects on the page keep theirs in the document too; the opening transition does not
 * run in jsdom, so the options stay hidden from role queries.
 */
export async function chooseOption(input: HTMLElement, name: string) {
  fireEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('the options are not shown');
    return found;
  });
  fireEvent.click(within(list).getByRole('option', { name, hidden: true }));
}
