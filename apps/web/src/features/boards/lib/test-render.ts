import {
  BOARD_COMMENT_PAGE_SIZE,
  type BoardComment,
  type BoardReadResult,
} from '@carddogam/contract/calls/board';
import { fakeApi } from '../../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../../test/render-app';
import { GUEST_ANSWER } from '../../../test/session-fixtures';
import { listResult, MENU, postItem, readResult } from './test-fixtures';

export const READ_PATH = '/board/read?board_group=커뮤니티&board_name=자유게시판&id=7';

interface ReadPageSetup {
  session?: unknown;
  read?: BoardReadResult;
  comments?: BoardComment[];
  /** Extra or replaced answers. */
  answers?: Record<string, unknown>;
}

/**
 * Renders the whole site at a board read page with a fake server. The comment list answers whatever
 * `comments` holds at the time, so a test can add what a write would have stored.
 */
export function renderReadPage(
  { session = GUEST_ANSWER, read = readResult(), comments = [], answers = {} }: ReadPageSetup = {},
  path = READ_PATH,
) {
  const store = { comments };
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    '/api/board/board/list': MENU,
    '/api/board/post/read': read,
    '/api/board/read': [
      {
        id: read.post.id,
        title: read.post.title,
        board_group: read.board.group,
        board_name: read.board.name,
      },
    ],
    '/api/board/read/view_count/increase': { view_count: read.post.view_count + 1 },
    // Pages of the stored comments, as the server pages them.
    '/api/board/comment/list': (params: unknown) => {
      const page = (params as { page?: number }).page ?? 1;
      const size = BOARD_COMMENT_PAGE_SIZE;
      return {
        total: store.comments.filter((c) => !c.deleted).length,
        page,
        page_count: Math.max(1, Math.ceil(store.comments.length / size)),
        size,
        rows: store.comments.slice((page - 1) * size, page * size),
      };
    },
    '/api/board/list': listResult({
      rows: [postItem(8, { title: '더 새로운 글' }), postItem(7, { title: read.post.title }), postItem(6)],
    }),
    ...answers,
  });
  const paramsOf = (path: string) =>
    api.calls.filter((call) => call.path === path).map((call) => call.params);
  return { api, store, paramsOf, ...renderApp(path) };
}
