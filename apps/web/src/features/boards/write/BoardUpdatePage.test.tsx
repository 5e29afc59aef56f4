import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../../test/render-app';
import { sessionUser } from '../../../test/session-fixtures';
import { draftKey, saveDraft } from './post-draft';
import { DRAFT_RESTORED } from './BoardPostForm';
import { readAnswer } from './write-fixtures';

vi.mock('../editor/BoardEditor', () => ({
  BoardEditor: (props: { initialContent: string; onChange: (html: string) => void }) => (
    <textarea
      aria-label="내용"
      defaultValue={props.initialContent}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  ),
}));
vi.mock('../BoardReadPage', () => ({ default: () => <p>글 읽기 화면</p> }));

const QUERY = `board_group=${encodeURIComponent('커뮤니티')}&board_name=${encodeURIComponent('자유게시판')}&id=55`;
const PATH = `/board/update?${QUERY}`;
const READ_PATH = `/board/read?${QUERY}`;

function renderUpdate(options: { session?: object; read?: ReturnType<typeof readAnswer> } = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': options.session ?? sessionUser(),
    '/api/auth/update/lastVisit': { ok: true },
    '/api/board/post/read': options.read ?? readAnswer(),
    '/api/board/post/update': { id: 55, review_requested: false },
  });
  return { api, ...renderApp(PATH) };
}

const titleBox = () => screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement;
const contentBox = () => screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement;

describe('/board/update', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes(PATH, READ_PATH);
  }, 60_000);

  it('loads the post into the fields', async () => {
    renderUpdate();
    await screen.findByRole('textbox', { name: '제목' });
    expect(titleBox().value).toBe('리자몽 ex 시세 질문');
    expect((screen.getByRole('combobox', { name: '말머리' }) as HTMLInputElement).value).toBe('질문');
    expect(contentBox().value).toBe(readAnswer().post.content);
    expect(screen.queryByRole('checkbox', { name: '공지로 등록' })).toBeNull();
  });

  it('sends the edit with the post id and goes back to the post', async () => {
    const { api, router } = renderUpdate();
    await screen.findByRole('textbox', { name: '제목' });
    fireEvent.change(titleBox(), { target: { value: '리자몽 ex 시세 질문 (해결)' } });
    fireEvent.click(screen.getByRole('button', { name: '수정' }));
    await screen.findByText('글 읽기 화면');
    expect(router.state.location.pathname + router.state.location.search).toBe(READ_PATH);
    expect(
      api.calls.filter((call) => call.path === '/api/board/post/update').map((call) => call.params),
    ).toEqual([
      {
        id: 55,
        category: '질문',
        title: '리자몽 ex 시세 질문 (해결)',
        content: readAnswer().post.content,
        is_notice: false,
      },
    ]);
  });

  it('shows a moderator the notice flag as the post has it', async () => {
    renderUpdate({
      session: sessionUser({ type: '매니저' }),
      read: readAnswer({
        board: { can: { ...readAnswer().board.can, moderate: true } },
        post: { is_notice: true },
      }),
    });
    const notice = (await screen.findByRole('checkbox', { name: '공지로 등록' })) as HTMLInputElement;
    expect(notice.checked).toBe(true);
  });

  it("refuses someone else's post", async () => {
    renderUpdate({ read: { ...readAnswer(), can: { ...readAnswer().can, edit: false } } });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(BOARD_MSG.notOwner),
    );
    expect(screen.queryByRole('textbox', { name: '제목' })).toBeNull();
  });

  it('brings back a draft of this post over the saved version', async () => {
    saveDraft(draftKey('trainer1', { kind: 'update', postId: 55 }), {
      title: '고치던 제목',
      category: '잡담',
      content: '<p>고치던 내용</p>',
      isNotice: false,
    });
    renderUpdate();
    expect(await screen.findByText(DRAFT_RESTORED)).toBeTruthy();
    expect(titleBox().value).toBe('고치던 제목');
    expect(contentBox().value).toBe('<p>고치던 내용</p>');
  });
});
