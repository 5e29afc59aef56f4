import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { SITE_TITLE_SUFFIX } from '@carddogam/contract/constants';
import { preloadRoutes } from '../../../test/render-app';
import { sessionUser } from '../../../test/session-fixtures';
import { renderReadPage } from '../lib/test-render';
import { readResult, WRITER } from '../lib/test-fixtures';

const READER = sessionUser({ user_id: 'reader', nickname: '독자' });
const VOTED = { vote_up: 3, vote_down: 1, is_best: false, my_vote: 'up' };

const article = () => screen.findByRole('article', { name: /리자몽 시세 질문/ });

describe('/board/read', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/board/read', '/board/list');
  }, 60_000);

  it('shows the post with its 말머리, writer, dates and content, titled 제목 > 게시판 이름', async () => {
    const { paramsOf, container } = renderReadPage();
    const post = await article();
    expect(within(post).getByRole('heading', { level: 2 }).textContent).toBe('[질문] 리자몽 시세 질문');
    expect(within(post).getByRole('button', { name: '글쓴이닉 메뉴' })).toBeTruthy();
    expect(post.textContent).toContain('작성 2025-03-04 12:30 · 수정 2025-03-05 09:00');
    expect(post.textContent).toContain('조회 10');
    expect(within(post).getByRole('img', { name: '사진' }).getAttribute('src')).toMatch(/^\/upload\/board\//);
    expect(post.textContent).toContain('오늘');

    await waitFor(() => expect(document.title).toBe(`리자몽 시세 질문 > 자유게시판 - ${SITE_TITLE_SUFFIX}`));
    await waitFor(() => expect(paramsOf('/api/board/read/view_count/increase')).toEqual([{ id: 7 }]));

    // The list of the board under the post marks it 열람중.
    const current = await waitFor(() => {
      const row = container.querySelector<HTMLElement>('table [data-post-id="7"]');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(within(current).getByText('열람중')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: '이전글 다음글' }))
        .getByRole('link', {
          name: '이전글: 더 새로운 글',
        })
        .getAttribute('href'),
    ).toContain('id=8');
  });

  it("turns a card mention into a chip with the card's current name, edition and price", async () => {
    renderReadPage();
    const post = await article();
    const chip = await within(post).findByRole('button', { name: /리자몽 ex/ });
    expect(chip.getAttribute('aria-label')).toContain('12,300원');
    expect(chip.textContent).toBe('리자몽 ex국내판12,300원');
    expect(post.textContent).not.toContain('옛이름');
    // The chip sits where the span was, inside the paragraph.
    expect(chip.closest('span.card-mention')?.closest('p')?.textContent).toContain('오늘');
  });

  it("shows '거래 없음' for a card without trades", async () => {
    const read = readResult();
    renderReadPage({
      read: { ...read, mentions: [{ ...read.mentions[0]!, avg_price: null, price_count: 0 }] },
    });
    const chip = await within(await article()).findByRole('button', { name: /리자몽 ex/ });
    expect(chip.textContent).toContain('거래 없음');
  });

  it('opens the card popup in board mode by clicking a chip', async () => {
    renderReadPage();
    fireEvent.click(await within(await article()).findByRole('button', { name: /리자몽 ex/ }));
    expect(await screen.findByRole('dialog', { name: '카드 정보' })).toBeTruthy();
  });

  it('opens the card popup when the mouse rests on a chip', async () => {
    renderReadPage();
    const chip = await within(await article()).findByRole('button', { name: /리자몽 ex/ });
    fireEvent.mouseEnter(chip);
    expect(screen.queryByRole('dialog', { name: '카드 정보' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: '카드 정보' })).toBeTruthy();
  });

  it('sends 추천 and shows the new counts', async () => {
    const { paramsOf } = renderReadPage({ session: READER, answers: { '/api/board/post/vote': VOTED } });
    fireEvent.click(await screen.findByRole('button', { name: '추천 2' }));
    const up = await screen.findByRole('button', { name: '추천 3' });
    expect(paramsOf('/api/board/post/vote')).toEqual([{ id: 7, value: 'up' }]);
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(up).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '비추천 1' })).toHaveProperty('disabled', true);
    expect(screen.getByText('추천한 글입니다.')).toBeTruthy();
  });

  it('disables the votes of a guest and says why', async () => {
    renderReadPage({
      read: readResult({ can: { edit: false, delete: false, vote: false, report: false, comment: false } }),
    });
    expect(await screen.findByRole('button', { name: '추천 2' })).toHaveProperty('disabled', true);
    expect(screen.getByText(BOARD_MSG.loginRequired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '신고' })).toBeNull();
  });

  it('shows the vote already given', async () => {
    renderReadPage({
      session: READER,
      read: readResult({
        my_vote: 'down',
        can: { edit: false, delete: false, vote: false, report: true, comment: true },
      }),
    });
    const down = await screen.findByRole('button', { name: '비추천 1' });
    expect(down.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('비추천한 글입니다.')).toBeTruthy();
  });

  it('asks for details before reporting a post for 기타', async () => {
    const { paramsOf } = renderReadPage({
      session: READER,
      answers: { '/api/board/report': { blinded: false } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '게시글 신고' });
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText(BOARD_MSG.reportReasonRequired)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: '기타' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText(BOARD_MSG.reportDetailRequired)).toBeTruthy();
    expect(paramsOf('/api/board/report')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /상세 내용/ }), {
      target: { value: '시세 조작 의심' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText(BOARD_MSG.reported)).toBeTruthy();
    expect(paramsOf('/api/board/report')).toEqual([
      { target: 'post', id: 7, reason: '기타', detail: '시세 조작 의심' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '게시글 신고' })).toBeNull());
  });

  it('copies the address of the post', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderReadPage();
    fireEvent.click(await screen.findByRole('button', { name: '링크 복사' }));
    expect(await screen.findByText(BOARD_MSG.linkCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('id=7'));
  });

  it('lets the writer edit and, after confirming, delete the post and go back to the list', async () => {
    const writer = sessionUser({ user_id: WRITER.user_id, nickname: WRITER.nickname });
    const { paramsOf, router } = renderReadPage({
      session: writer,
      read: readResult({ can: { edit: true, delete: true, vote: false, report: false, comment: true } }),
      answers: { '/api/board/post/delete': { id: 7 } },
    });
    const edit = await screen.findByRole('link', { name: '수정' });
    expect(edit.getAttribute('href')).toBe(
      `/board/update?board_group=${encodeURIComponent('커뮤니티')}&board_name=${encodeURIComponent('자유게시판')}&id=7`,
    );
    expect(screen.getByText(BOARD_MSG.voteOwn)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('dialog', { name: '게시글 삭제' });
    expect(within(confirm).getByText(BOARD_MSG.deleteConfirm)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/list'));
    expect(paramsOf('/api/board/post/delete')).toEqual([{ id: 7 }]);
    expect(new URLSearchParams(router.state.location.search).get('board_name')).toBe('자유게시판');
    expect(await screen.findByText(BOARD_MSG.deleted)).toBeTruthy();
  });

  it('shows only the blind notice of a blinded post to other members', async () => {
    const read = readResult();
    renderReadPage({
      session: READER,
      read: {
        ...read,
        post: {
          ...read.post,
          title: BOARD_MSG.blindedPost,
          blinded: true,
          content: '',
          content_hidden: true,
        },
        mentions: [],
        can: { ...read.can, vote: false },
      },
    });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(BOARD_MSG.blindedPost);
    expect(notice.textContent).not.toContain('수정하면');
    expect(screen.getByText('내용을 볼 수 없는 게시글입니다.')).toBeTruthy();
    expect(screen.queryByText('오늘')).toBeNull();
    expect(screen.getByText(BOARD_MSG.voteBlinded)).toBeTruthy();
  });

  it('tells the writer of a blinded post they may edit it to ask for review', async () => {
    const writer = sessionUser({ user_id: WRITER.user_id, nickname: WRITER.nickname });
    const read = readResult({ can: { edit: true, delete: true, vote: false, report: false, comment: true } });
    const blinded = { ...read, post: { ...read.post, blinded: true } };
    const { unmount } = renderReadPage({ session: writer, read: blinded });
    expect((await screen.findByRole('status')).textContent).toContain('글을 수정하면 운영진에게 다시 검토해');
    expect(screen.queryByText('검토 요청됨')).toBeNull();
    unmount();

    renderReadPage({
      session: writer,
      read: { ...blinded, post: { ...blinded.post, review_requested: true } },
    });
    expect(await screen.findByText('검토 요청됨')).toBeTruthy();
  });

  it('shows the handling of a 카드/DB 추가 요청 post', async () => {
    const read = readResult({
      board: { ...readResult().board, name: '카드/DB 추가 요청', group: '고객센터', kind: 'DB요청' },
      db_request: { status: '처리중', reply: '다음 주에 추가됩니다.', updated: '2025-03-06 11:00' },
    });
    renderReadPage(
      { read: { ...read, post: { ...read.post, db_request_status: '처리중' } } },
      '/board/read?board_group=고객센터&board_name=카드/DB 추가 요청&id=7',
    );
    const block = await screen.findByRole('region', { name: '요청 처리 현황' });
    expect(within(block).getByText('처리중')).toBeTruthy();
    expect(block.textContent).toContain('다음 주에 추가됩니다.');
    expect(block.textContent).toContain('2025-03-06 11:00 처리');
  });

  it('says so when the post does not exist', async () => {
    renderReadPage({}, '/board/read?board_name=자유게시판&id=abc');
    expect(await screen.findByText(BOARD_MSG.postNotFound)).toBeTruthy();
  });

  it("puts the post's own board into an address that lacks it", async () => {
    const { router } = renderReadPage({}, '/board/read?id=7');
    await article();
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('board_name')).toBe('자유게시판'),
    );
    expect(new URLSearchParams(router.state.location.search).get('board_group')).toBe('커뮤니티');
    await waitFor(() => expect(document.title).toBe(`리자몽 시세 질문 > 자유게시판 - ${SITE_TITLE_SUFFIX}`));
  });
});
