import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BOARD_CONTENT_MAX_BYTES } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../../test/render-app';
import { failPath, GUEST_ANSWER, sessionUser } from '../../../test/session-fixtures';
import { draftKey, readDraft, saveDraft } from './post-draft';
import { DRAFT_RESTORED } from './BoardPostForm';
import { writeBoard } from './write-fixtures';

// jsdom cannot type into a contenteditable: the editor is a plain textbox of its HTML here. The editor
// itself is tested through a TipTap Editor in features/boards/editor.
vi.mock('../editor/BoardEditor', () => ({
  BoardEditor: (props: {
    initialContent: string;
    onChange: (html: string) => void;
    error?: string | null;
  }) => (
    <div>
      <textarea
        aria-label="내용"
        defaultValue={props.initialContent}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.error && <p role="alert">{props.error}</p>}
    </div>
  ),
}));
vi.mock('../BoardReadPage', () => ({ default: () => <p>글 읽기 화면</p> }));

const PATH = `/board/write?board_group=${encodeURIComponent('커뮤니티')}&board_name=${encodeURIComponent('자유게시판')}`;
const READ_PATH = `/board/read?board_group=${encodeURIComponent('커뮤니티')}&board_name=${encodeURIComponent('자유게시판')}&id=77`;

function renderWrite(options: { session?: object; board?: ReturnType<typeof writeBoard> } = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': options.session ?? sessionUser(),
    '/api/auth/update/lastVisit': { ok: true },
    '/api/board/setting': options.board ?? writeBoard(),
    '/api/board/post/insert': { id: 77, board_group: '커뮤니티', board_name: '자유게시판' },
  });
  return { api, ...renderApp(PATH) };
}

/** Toasts of earlier tests may still be on screen: look for the alert holding this text. */
async function expectAlert(text: string) {
  await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text));
}

const insertCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === '/api/board/post/insert');

async function fillForm(title: string, content: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: '제목' }), { target: { value: title } });
  fireEvent.change(screen.getByRole('textbox', { name: '내용' }), { target: { value: content } });
}

describe('/board/write', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes(PATH, READ_PATH, '/auth/login');
  }, 60_000);

  it('sends the post, opens it and leaves no draft behind', async () => {
    const { api, router } = renderWrite();
    await fillForm('  리자몽 뽑았어요  ', '<p>오늘 <strong>리자몽</strong> 나왔어요</p>');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));

    await screen.findByText('글 읽기 화면');
    expect(router.state.location.pathname + router.state.location.search).toBe(READ_PATH);
    expect(insertCalls(api).map((call) => call.params)).toEqual([
      {
        board_id: 3,
        category: null,
        title: '리자몽 뽑았어요',
        content: '<p>오늘 <strong>리자몽</strong> 나왔어요</p>',
        is_notice: false,
      },
    ]);
    expect(readDraft(draftKey('trainer1', { kind: 'write', boardName: '자유게시판' }))).toBeNull();
  });

  it('tells a member the board refuses why, and shows no form', async () => {
    renderWrite({ board: writeBoard({ name: '공지사항', can: { ...writeBoard().can, write: false } }) });
    await expectAlert(BOARD_MSG.noWrite);
    expect(screen.queryByRole('textbox', { name: '제목' })).toBeNull();
  });

  it('tells a 밴 유저 about the ban', async () => {
    renderWrite({ session: sessionUser({ type: '밴 유저' }) });
    await expectAlert(BOARD_MSG.banned);
  });

  it('sends a guest to the login screen', async () => {
    const { router } = renderWrite({ session: GUEST_ANSWER });
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(PATH)}`);
  });

  it('offers 공지 only to moderators, and sends it', async () => {
    const moderator = renderWrite({
      session: sessionUser({ type: '운영진' }),
      board: writeBoard({ can: { ...writeBoard().can, moderate: true } }),
    });
    await fillForm('점검 안내', '<p>내일 점검합니다</p>');
    fireEvent.click(screen.getByRole('checkbox', { name: '공지로 등록' }));
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('글 읽기 화면');
    expect(insertCalls(moderator.api)[0]!.params).toMatchObject({ is_notice: true });
    moderator.unmount();

    renderWrite();
    await screen.findByRole('textbox', { name: '제목' });
    expect(screen.queryByRole('checkbox', { name: '공지로 등록' })).toBeNull();
  });

  it('sends the chosen 말머리', async () => {
    const { api } = renderWrite();
    await fillForm('질문 있어요', '<p>덱 질문</p>');
    fireEvent.click(screen.getByRole('combobox', { name: '말머리' }));
    fireEvent.click(await screen.findByRole('option', { name: '질문', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('글 읽기 화면');
    expect(insertCalls(api)[0]!.params).toMatchObject({ category: '질문' });
  });

  it('refuses content over the byte limit before sending anything', async () => {
    const { api } = renderWrite();
    // Hangul takes 3 bytes in UTF-8: fewer characters than the limit, more bytes.
    const tooLong = `<p>${'가'.repeat(Math.ceil(BOARD_CONTENT_MAX_BYTES / 3) + 10)}</p>`;
    await fillForm('긴 글', tooLong);
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await expectAlert(BOARD_MSG.contentTooLong);
    expect(insertCalls(api)).toEqual([]);
  });

  it('asks for a title and content before sending', async () => {
    const { api } = renderWrite();
    await screen.findByRole('textbox', { name: '제목' });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText(BOARD_MSG.titleRequired)).toBeTruthy();
    expect(screen.getByText(BOARD_MSG.contentRequired)).toBeTruthy();
    expect(insertCalls(api)).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { api } = renderWrite();
    failPath(api, '/api/board/post/insert', 400, 'BAD_REQUEST', BOARD_MSG.newAccountInterval);
    await fillForm('두 번째 글', '<p>내용</p>');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await expectAlert(BOARD_MSG.newAccountInterval);
    expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('두 번째 글');
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe('<p>내용</p>');
  });

  it('keeps a draft while typing and brings it back, with a way to throw it away', async () => {
    const key = draftKey('trainer1', { kind: 'write', boardName: '자유게시판' });
    const first = renderWrite();
    await fillForm('쓰다 만 글', '<p>반쯤 썼어요</p>');
    await waitFor(() => expect(readDraft(key)?.title).toBe('쓰다 만 글'), { timeout: 5000 });
    first.unmount();

    renderWrite();
    expect(await screen.findByText(DRAFT_RESTORED)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('쓰다 만 글');
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe(
      '<p>반쯤 썼어요</p>',
    );

    fireEvent.click(screen.getByRole('button', { name: '지우기' }));
    expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
    expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe('');
    expect(readDraft(key)).toBeNull();
  });

  it("does not bring back another member's draft", async () => {
    saveDraft(draftKey('someone-else', { kind: 'write', boardName: '자유게시판' }), {
      title: '남의 글',
      category: null,
      content: '<p>남의 내용</p>',
      isNotice: false,
    });
    renderWrite();
    await screen.findByRole('textbox', { name: '제목' });
    expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
  });
});
