import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardComment } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { preloadRoutes } from '../../../test/render-app';
import { sessionUser } from '../../../test/session-fixtures';
import { READ_PATH, renderReadPage } from '../lib/test-render';
import { boardInfo, comment, readResult } from '../lib/test-fixtures';

const MEMBER = sessionUser({ user_id: 'reader', nickname: '독자' });
const mine = {
  user_id: 'reader',
  nickname: '독자',
  type: '사용자',
  grade: 3,
  profile_image: null,
  collection_show: true,
};

const section = () => screen.findByRole('region', { name: /^댓글/ });
const commentItem = (id: number) =>
  waitFor(() => {
    const item = document.querySelector<HTMLElement>(`[data-comment-id="${id}"]`);
    expect(item).not.toBeNull();
    return item!;
  });

/** A comment list whose insert answer stores the new comment, as the server would. */
function withInsert(rows: BoardComment[], setup: Parameters<typeof renderReadPage>[0] = {}) {
  let next = 100;
  const view = renderReadPage({
    session: MEMBER,
    comments: rows,
    ...setup,
    answers: {
      '/api/board/comment/insert': (params: unknown) => {
        const { content, parent_id } = params as { content: string; parent_id?: number | null };
        const id = next++;
        view.store.comments = [
          ...view.store.comments,
          comment(id, {
            content,
            parent_id: parent_id ?? null,
            writer: mine,
            can_edit: true,
            can_delete: true,
          }),
        ];
        return { id, comment_count: view.store.comments.length };
      },
      ...setup.answers,
    },
  });
  return view;
}

describe('comments of a post', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/board/read');
  }, 60_000);

  it('shows replies under their comment and comments as plain text with their line breaks', async () => {
    renderReadPage({
      comments: [
        comment(1, { content: '<b>굵게</b>\n둘째 줄', reply_count: 1 }),
        comment(2, { parent_id: 1, content: '답글입니다' }),
        comment(3, { content: BOARD_MSG.deletedComment, content_hidden: true, deleted: true, writer: null }),
        comment(4, { content: BOARD_MSG.blindedComment, content_hidden: true, blinded: true }),
      ],
    });
    const first = await commentItem(1);
    const text = within(first).getByText(
      (_, el) => el?.textContent === '<b>굵게</b>\n둘째 줄' && el.tagName === 'P',
    );
    expect(text.querySelector('b')).toBeNull();
    expect(text.style.whiteSpace).toBe('pre-wrap');
    // The reply is drawn inside its parent's item, in the indented reply block.
    const reply = await commentItem(2);
    expect(first.contains(reply)).toBe(true);
    expect(reply.closest('[aria-label="답글"]')).not.toBeNull();

    expect((await commentItem(3)).textContent).toContain(BOARD_MSG.deletedComment);
    expect((await commentItem(4)).textContent).toContain(BOARD_MSG.blindedComment);
    expect(within(await section()).getByRole('heading', { name: '댓글 3' })).toBeTruthy();
  });

  it('writes a comment and updates the count', async () => {
    const { paramsOf } = withInsert([comment(1)]);
    const box = await within(await section()).findByRole('textbox', { name: '댓글 내용' });
    fireEvent.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect(await screen.findByText(BOARD_MSG.commentRequired)).toBeTruthy();

    fireEvent.change(box, { target: { value: '첫 줄\n둘째 줄' } });
    fireEvent.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect(await screen.findByText('댓글이 등록되었습니다.')).toBeTruthy();
    expect(paramsOf('/api/board/comment/insert')).toEqual([{ post_id: 7, content: '첫 줄\n둘째 줄' }]);
    expect(await within(await section()).findByRole('heading', { name: '댓글 2' })).toBeTruthy();
    expect((await commentItem(100)).textContent).toContain('첫 줄');
    expect(box).toHaveProperty('value', '');
    // The post (with its count) and the board's list are asked again.
    await waitFor(() => expect(paramsOf('/api/board/post/read').length).toBeGreaterThan(1));
    await waitFor(() => expect(paramsOf('/api/board/list').length).toBeGreaterThan(1));
  });

  it('pages the comments and opens the last page after a new comment', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => comment(i + 1, { content: `내용 ${i + 1}` }));
    const { paramsOf } = withInsert(rows);
    const region = await section();
    expect(await within(region).findByText('내용 50')).toBeTruthy();
    expect(within(region).queryByText('내용 51')).toBeNull();

    const pager = within(region).getByRole('navigation', { name: '댓글 페이지' });
    fireEvent.click(within(pager).getByRole('button', { name: '2페이지' }));
    expect(await within(region).findByText('내용 55')).toBeTruthy();
    expect(within(region).queryByText('내용 1')).toBeNull();
    fireEvent.click(within(pager).getByRole('button', { name: '1페이지' }));
    expect(await within(region).findByText('내용 1')).toBeTruthy();

    fireEvent.change(within(region).getByRole('textbox', { name: '댓글 내용' }), {
      target: { value: '맨 끝 댓글' },
    });
    fireEvent.click(within(region).getByRole('button', { name: '댓글 등록' }));
    expect(await within(region).findByText('맨 끝 댓글')).toBeTruthy();
    expect(paramsOf('/api/board/comment/list')).toContainEqual({ post_id: 7, page: 2 });
  });

  it('replies to a comment from its 답글 box', async () => {
    const { paramsOf } = withInsert([comment(1, { content: '질문 있어요' })]);
    const first = await commentItem(1);
    fireEvent.click(within(first).getByRole('button', { name: '답글' }));
    const box = await within(first).findByRole('textbox', { name: '답글 내용' });
    fireEvent.change(box, { target: { value: '답변 드려요' } });
    fireEvent.click(within(first).getByRole('button', { name: '답글 등록' }));

    expect(await screen.findByText('답글이 등록되었습니다.')).toBeTruthy();
    expect(paramsOf('/api/board/comment/insert')).toEqual([
      { post_id: 7, parent_id: 1, content: '답변 드려요' },
    ]);
    const reply = await commentItem(100);
    expect(first.contains(reply)).toBe(true);
    expect(within(first).queryByRole('textbox', { name: '답글 내용' })).toBeNull();
    // Replies have no 답글 button of their own: replies go one level deep.
    expect(within(reply).queryByRole('button', { name: '답글' })).toBeNull();
  });

  it('lets the writer edit a comment nobody has replied to', async () => {
    const { paramsOf } = renderReadPage({
      session: MEMBER,
      comments: [
        comment(1, {
          writer: mine,
          content: '고칠 댓글',
          can_edit: true,
          can_delete: true,
          can_report: false,
        }),
        comment(2, { writer: mine, content: '답글 달린 댓글', reply_count: 1, can_report: false }),
        comment(3, { parent_id: 2 }),
      ],
      answers: { '/api/board/comment/update': { id: 1 } },
    });
    const replied = await commentItem(2);
    expect(within(replied).queryByRole('button', { name: '수정' })).toBeNull();
    expect(within(replied).queryByRole('button', { name: '삭제' })).toBeNull();

    const first = await commentItem(1);
    expect(within(first).queryByRole('button', { name: '신고' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: '수정' }));
    const box = within(first).getByRole('textbox', { name: '댓글 수정' });
    expect(box).toHaveProperty('value', '고칠 댓글');
    fireEvent.change(box, { target: { value: '고친 댓글' } });
    fireEvent.click(within(first).getByRole('button', { name: '수정 완료' }));
    expect(await screen.findByText('댓글이 수정되었습니다.')).toBeTruthy();
    expect(paramsOf('/api/board/comment/update')).toEqual([{ id: 1, content: '고친 댓글' }]);
  });

  it("gives a moderator 관리자 삭제 on another member's comment", async () => {
    const read = readResult({ board: boardInfo({ can: { ...boardInfo().can, moderate: true } }) });
    const { paramsOf } = renderReadPage({
      session: sessionUser({ user_id: 'mod', nickname: '운영진님', type: '운영진' }),
      read,
      comments: [comment(1, { can_delete: true })],
      answers: { '/api/board/comment/delete': { id: 1, comment_count: 0 } },
    });
    fireEvent.click(within(await commentItem(1)).getByRole('button', { name: '관리자 삭제' }));
    const confirm = await screen.findByRole('dialog', { name: '댓글 삭제' });
    expect(within(confirm).getByText(BOARD_MSG.commentDeleteConfirm)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('댓글이 삭제되었습니다.')).toBeTruthy();
    expect(paramsOf('/api/board/comment/delete')).toEqual([{ id: 1 }]);
  });

  it('reports a comment', async () => {
    const { paramsOf } = renderReadPage({
      session: MEMBER,
      comments: [comment(1)],
      answers: { '/api/board/report': { blinded: true } },
    });
    fireEvent.click(within(await commentItem(1)).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글 신고' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '욕설/비방' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText(BOARD_MSG.reported)).toBeTruthy();
    expect(paramsOf('/api/board/report')).toEqual([
      { target: 'comment', id: 1, reason: '욕설/비방', detail: '' },
    ]);
  });

  it('asks a guest to log in and comes back to the post', async () => {
    const read = readResult();
    renderReadPage({ read: { ...read, can: { ...read.can, comment: false } } });
    const login = await within(await section()).findByRole('link', { name: '로그인' });
    expect(login.getAttribute('href')).toBe(`/auth/login?next=${encodeURIComponent(READ_PATH)}`);
    expect(screen.queryByRole('textbox', { name: '댓글 내용' })).toBeNull();
    expect(screen.queryByRole('button', { name: '답글' })).toBeNull();
  });

  it('tells a member below the board’s comment gate why there is no box', async () => {
    const read = readResult();
    renderReadPage({ session: MEMBER, read: { ...read, can: { ...read.can, comment: false } } });
    expect(await within(await section()).findByText(BOARD_MSG.noComment)).toBeTruthy();
  });
});
