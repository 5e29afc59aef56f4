import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contactCalls } from '@carddogam/contract/calls/contact';
import { CONTACT_MSG, MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { failPath, GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';

const INQUIRY = {
  id: 5,
  category: '거래',
  title: '거래 사기 신고',
  content: '입금 후 연락이 없습니다.',
  images: [],
  status: '접수',
  created: '2026-03-01T01:00:00.000Z',
  answered_at: null,
  answer: null,
  asker: { user_id: 'trainer1', nickname: '피카츄사랑' },
};
const ROW = { ...INQUIRY, asker: { ...INQUIRY.asker, guest_email: null }, answered_by: null };

function renderAt(path: string, session: unknown, answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    ...answers,
  });
  return { api, ...renderApp(path) };
}

describe('inquiry screens', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/contact/list', '/contact/read', '/admin/main/contact');
  }, 60_000);

  it("reads a guest's inquiry with the token of the mailed link", async () => {
    const { api } = renderAt('/contact/read?id=5&token=abc', GUEST_ANSWER, {
      [contactCalls.read.path]: INQUIRY,
    });
    expect(await screen.findByText('입금 후 연락이 없습니다.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === contactCalls.read.path)?.params).toEqual({ id: 5, token: 'abc' });
  });

  it('offers a guest without a token the login', async () => {
    const { api } = renderAt('/contact/read?id=5', GUEST_ANSWER);
    failPath(api, contactCalls.read.path, 401, 'LOGIN_REQUIRED', CONTACT_MSG.loginOrLink);
    expect(await screen.findByText(CONTACT_MSG.loginOrLink)).toBeTruthy();
    const login = screen.getByRole('link', { name: '로그인하기' });
    expect(login.getAttribute('href')).toBe('/auth/login?next=%2Fcontact%2Fread%3Fid%3D5');
  });

  it("lists a member's inquiries with links to each", async () => {
    renderAt('/contact/list', sessionUser(), {
      [contactCalls.list.path]: { total: 1, rows: [INQUIRY] },
    });
    const table = await screen.findByRole('table', { name: '내 문의 목록' });
    expect(within(table).getByRole('link', { name: '거래 사기 신고' }).getAttribute('href')).toBe(
      '/contact/read?id=5',
    );
    expect(within(table).getByText('2026-03-01')).toBeTruthy();
  });

  it('lets staff filter the queue and answer an inquiry', async () => {
    const { api } = renderAt('/admin/main/contact', sessionUser({ type: '매니저' }), {
      [contactCalls.adminList.path]: { total: 1, waiting: 1, rows: [ROW] },
      [contactCalls.read.path]: INQUIRY,
      [contactCalls.answer.path]: { id: 5, message: CONTACT_MSG.answered },
    });
    const table = await screen.findByRole('table', { name: '문의 목록' });
    const answerButton = await within(table).findByRole('button', { name: '문의 5 답변' });
    expect(api.calls.find((c) => c.path === contactCalls.adminList.path)?.params).toMatchObject({
      status: '접수',
      category: null,
      q: '',
      page: 1,
    });
    fireEvent.click(answerButton);
    const dialog = await screen.findByRole('dialog', { name: '문의 5번' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '답변 등록' }));
    expect(within(dialog).getByText(CONTACT_MSG.answerRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/답변/, { selector: 'textarea' }), {
      target: { value: '확인했습니다.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '답변 등록' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === contactCalls.answer.path)?.params).toEqual({
        id: 5,
        answer: '확인했습니다.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '문의 5번' })).toBeNull());

    fireEvent.change(screen.getByRole('textbox', { name: '문의 검색' }), { target: { value: '사기' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === contactCalls.adminList.path).at(-1)?.params).toMatchObject({
        q: '사기',
      }),
    );
  });

  it('keeps members out of the staff queue', async () => {
    renderAt('/admin/main/contact', sessionUser());
    expect(await screen.findByText(MSG.staffOnly)).toBeTruthy();
    expect(screen.queryByRole('table', { name: '문의 목록' })).toBeNull();
  });
});
