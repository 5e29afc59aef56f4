import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGE_MSG } from '@carddogam/contract/messages';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const member = (user_id: string, nickname: string) => ({ user_id, nickname });
const ME = member('trainer1', '트레이너');
const OTHER = member('seller7', '리자몽판매자');

function message(id: number, box: 'inbox' | 'outbox', read_at: string | null) {
  return {
    id,
    from: box === 'inbox' ? OTHER : ME,
    to: box === 'inbox' ? ME : OTHER,
    content: `쪽지 내용 ${id}`,
    trade_post: id === 2 ? { id: 77, title: '리자몽 ex 팝니다' } : null,
    created: '2026-11-20T01:02:00.000Z',
    read_at,
  };
}

function renderMessages(path: string, extra: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': sessionUser(),
    '/api/auth/update/lastVisit': { ok: true },
    '/api/message/badge': { message_unread: 1, alarm_unread: 2 },
    '/api/message/list': (params: unknown) => {
      const { box } = params as { box: 'inbox' | 'outbox' };
      return box === 'inbox'
        ? {
            total: 2,
            unread: 1,
            items: [message(1, 'inbox', null), message(2, 'inbox', '2026-11-20T02:00:00.000Z')],
          }
        : { total: 1, unread: 1, items: [message(3, 'outbox', '2026-11-21T05:06:00.000Z')] };
    },
    '/api/message/read': () => ({
      ...message(1, 'inbox', '2026-11-22T00:00:00.000Z'),
      box: 'inbox',
      sender_blocked: false,
    }),
    '/api/message/recipients': [OTHER],
    '/api/message/send': { id: 9, message: MESSAGE_MSG.sent },
    '/api/trade/post/select': [{ id: 77, title: '리자몽 ex 팝니다' }],
    ...extra,
  });
  return { api, ...renderApp(path) };
}

describe('/mypage/message', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/mypage/message');
  }, 60_000);

  it('lists received messages with the unread count, and opens one with 답장 and 차단', async () => {
    const { api, router } = renderMessages('/mypage/message');
    const first = await screen.findByRole('link', { name: '쪽지 내용 1' });
    expect(screen.getByLabelText('읽지 않은 쪽지 1통')).toBeTruthy();
    expect(screen.getByText('[거래]')).toBeTruthy();
    fireEvent.click(first);
    const view = await screen.findByRole('article', { name: '쪽지 내용' });
    expect(within(view).getByText('리자몽판매자')).toBeTruthy();
    expect(within(view).getByRole('link', { name: '답장' }).getAttribute('href')).toBe(
      '/mypage/message?tab=write&to=%EB%A6%AC%EC%9E%90%EB%AA%BD%ED%8C%90%EB%A7%A4%EC%9E%90',
    );
    expect(within(view).getByRole('button', { name: '차단' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=inbox&id=1');
    expect(api.calls.find((c) => c.path === '/api/message/read')?.params).toEqual({ id: 1 });
  });

  it("asks for the header's counts again once a received message is opened", async () => {
    const { api } = renderMessages('/mypage/message');
    fireEvent.click(await screen.findByRole('link', { name: '쪽지 내용 1' }));
    await screen.findByRole('article', { name: '쪽지 내용' });
    const readAt = api.calls.findIndex((c) => c.path === '/api/message/read');
    await waitFor(() =>
      expect(api.calls.slice(readAt + 1).map((c) => c.path)).toContain('/api/message/badge'),
    );
  });

  it("shows the read receipt on the sender's side", async () => {
    renderMessages('/mypage/message?tab=outbox');
    expect(await screen.findByText('읽음 2026-11-21 14:06')).toBeTruthy();
  });

  it('opens 쪽지쓰기 with the recipient of ?to= and the trade post, and sends', async () => {
    const { api, router } = renderMessages(
      '/mypage/message?to=%EB%A6%AC%EC%9E%90%EB%AA%BD%ED%8C%90%EB%A7%A4%EC%9E%90&trade_post=77',
    );
    const to = await screen.findByRole('combobox', { name: '받는 사람' });
    expect((to as HTMLInputElement).value).toBe('리자몽판매자');
    expect(await screen.findByText('거래글: 리자몽 ex 팝니다')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '내용' }), { target: { value: '구매하고 싶어요' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=outbox'));
    expect(api.calls.find((c) => c.path === '/api/message/send')?.params).toEqual({
      to: '리자몽판매자',
      content: '구매하고 싶어요',
      trade_post_id: 77,
    });
  });

  it("shows the server's refusal in Korean and stays on the form", async () => {
    const { api } = renderMessages('/mypage/message?to=x');
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/message/send')
        ? jsonResponse(403, { error: { code: 'MESSAGE_REFUSED', message: MESSAGE_MSG.refused } })
        : answer(input, init),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: '내용' }), {
      target: { value: '안녕하세요' },
    });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText(MESSAGE_MSG.refused)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '내용' })).toBeTruthy();
  });
});
