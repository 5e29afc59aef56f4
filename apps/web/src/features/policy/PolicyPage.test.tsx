import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const READ = '/api/policy/read';
const SAVE = '/api/admin/policy/save';

const nothingSaved = (params: unknown) => ({
  page: (params as { page: string }).page,
  text: null,
  updated: null,
  updated_by: null,
});

/** The policy pages: the built-in texts (signup's '전문 보기' opens two), a saved text, and 관리자's edit mode. */
describe('policy pages', { timeout: 30_000 }, () => {
  it('shows the full terms of use while nothing is saved', async () => {
    fakeApi({ ...SHELL_ANSWERS, [READ]: nothingSaved });
    renderApp('/policy/rule');

    expect(
      await screen.findByRole('heading', { level: 1, name: '이용약관' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '제1조 (목적)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /이용 제한/ })).toBeTruthy();
    expect(screen.queryByText('준비 중')).toBeNull();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
  });

  it('shows the full privacy policy with what is kept, why, for how long and whom to ask', async () => {
    fakeApi({ ...SHELL_ANSWERS, [READ]: nothingSaved });
    renderApp('/policy/privacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' }, { timeout: 20_000 }),
    ).toBeTruthy();
    for (const heading of [
      /처리하는 개인정보 항목/,
      /처리 목적/,
      /보유 기간/,
      /파기/,
      /정보주체의 권리/,
      /보호책임자/,
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText(/접속 기록.*90일/)).toBeTruthy();
    expect(screen.getByText(/쪽지: 보낸 날로부터 365일/)).toBeTruthy();
  });

  it('shows the text 관리자 saved instead of the built-in one, with its links', async () => {
    fakeApi({
      ...SHELL_ANSWERS,
      [READ]: {
        page: 'denyemail',
        text: '시행일 2027-01-01\n## 새 조항\n문의는 /contact/write 로 해주세요.',
        updated: '2026-12-31 10:00',
        updated_by: '관리자님',
      },
    });
    renderApp('/policy/denyemail');

    expect(
      await screen.findByRole('heading', { level: 1, name: '이메일무단수집거부' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '새 조항' })).toBeTruthy();
    expect(screen.getByText('시행일 2027-01-01')).toBeTruthy();
    expect(screen.getByRole('link', { name: '/contact/write' }).getAttribute('href')).toBe('/contact/write');
    expect(screen.queryByRole('heading', { name: '관련 법령' })).toBeNull();
  });

  it('shows the credits page with the data sources and a contact', async () => {
    fakeApi({ ...SHELL_ANSWERS, [READ]: nothingSaved });
    renderApp('/policy/creditsandcontact');

    expect(
      await screen.findByRole('heading', { level: 1, name: '크레딧 및 문의' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://tcgdex.dev' })).toBeTruthy();
    expect(screen.getByText(/Nintendo, Creatures Inc., GAME FREAK inc.의 상표/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '문의' })).toBeTruthy();
  });

  it('lets 관리자 edit the text and shows what the server stored', async () => {
    const api = fakeApi({
      ...SHELL_ANSWERS,
      '/api/auth/session': sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' }),
      '/api/auth/update/lastVisit': { ok: true },
      [READ]: nothingSaved,
      [SAVE]: (params: unknown) => ({
        page: 'rule',
        text: (params as { text: string }).text,
        updated: '2026-11-25 12:00',
        updated_by: '관리자님',
      }),
    });
    renderApp('/policy/rule');

    fireEvent.click(await screen.findByRole('button', { name: '수정' }, { timeout: 20_000 }));
    const box = screen.getByRole('textbox', { name: '본문' }) as HTMLTextAreaElement;
    expect(box.value).toMatch(/^시행일 2026-11-24\n\n## 제1조 \(목적\)/);
    fireEvent.change(box, { target: { value: '## 제1조 (목적)\n바뀐 약관입니다.' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('바뀐 약관입니다.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === SAVE)?.params).toEqual({
      page: 'rule',
      text: '## 제1조 (목적)\n바뀐 약관입니다.',
    });
    await waitFor(() => expect(screen.getByText('최종 수정 2026-11-25 12:00 (관리자님)')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: /이용 제한/ })).toBeNull();
  });
});
