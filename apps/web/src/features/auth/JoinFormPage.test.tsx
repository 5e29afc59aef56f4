import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { PASSWORD_MISMATCH } from './lib/field-rules';
import { GUEST_ANSWER } from '../../test/session-fixtures';

const TAKEN_ID = 'takenid';

function setUp() {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    '/api/auth/check/id': (p: unknown) =>
      (p as { user_id: string }).user_id === TAKEN_ID
        ? { available: false, message: MSG.userIdTaken }
        : { available: true, message: MSG.available },
    '/api/auth/check/nickname': { available: true, message: MSG.available },
    '/api/auth/check/email': { available: true, message: MSG.available },
    '/api/auth/join': { ok: true, user_id: 'newtrainer', message: MSG.joinMailSent },
  });
  const view = renderApp('/auth/joinagree');
  return { api, ...view };
}

async function agreeAndContinue() {
  await screen.findByRole('heading', { level: 1, name: '회원가입 약관 동의' });
  fireEvent.click(screen.getByRole('checkbox', { name: '모두 동의합니다' }));
  fireEvent.click(screen.getByRole('button', { name: '다음' }));
  await screen.findByRole('heading', { level: 1, name: '회원가입' });
}

function fill(label: string, value: string) {
  // Required fields carry Mantine's ' *' after the label text.
  const input = screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('join screens', { timeout: 20_000 }, () => {
  // The lazy pages are transformed once up front, so a busy machine does not eat the first test's wait.
  beforeAll(async () => {
    await Promise.all([import('./JoinAgreePage'), import('./JoinFormPage')]);
  }, 60_000);

  it('needs both agreements before the form', async () => {
    const { router } = setUp();
    await screen.findByRole('heading', { level: 1, name: '회원가입 약관 동의' });
    fireEvent.click(screen.getByRole('checkbox', { name: '이용약관에 동의합니다 (필수)' }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(MSG.agreeRequired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/joinagree');

    fireEvent.click(screen.getByRole('checkbox', { name: '개인정보처리방침에 동의합니다 (필수)' }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
  });

  it('sends a direct visit of the form back to the agreements', async () => {
    fakeApi({ ...SHELL_ANSWERS, '/api/auth/session': GUEST_ANSWER });
    const { router } = renderApp('/auth/joinform');
    await screen.findByRole('heading', { level: 1, name: '회원가입 약관 동의' });
    expect(router.state.location.pathname).toBe('/auth/joinagree');
  });

  it("shows the contract's Korean messages on blur and does not ask the server about a broken value", async () => {
    const { api } = setUp();
    await agreeAndContinue();

    fill('아이디', '1a');
    fill('닉네임', '가');
    fill('이메일', 'not-an-email');
    fill('비밀번호', 'short');
    expect(await screen.findByText(MSG.userIdInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.nicknameInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.passwordInvalid)).toBeTruthy();
    expect(api.pathsCalled().filter((path) => path.startsWith('/api/auth/check/'))).toEqual([]);

    fill('비밀번호', 'long enough 1');
    fill('비밀번호 확인', 'long enough 2');
    expect(await screen.findByText(PASSWORD_MISMATCH)).toBeTruthy();
    expect(screen.queryByText(MSG.passwordInvalid)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.pathsCalled()).not.toContain('/api/auth/join');
  });

  it('shows whether an id is free, as the check call answers', async () => {
    const { api } = setUp();
    await agreeAndContinue();

    fill('아이디', TAKEN_ID);
    expect(await screen.findByText(MSG.userIdTaken)).toBeTruthy();
    fill('아이디', 'freetrainer');
    expect(await screen.findByText(MSG.available)).toBeTruthy();
    expect(screen.queryByText(MSG.userIdTaken)).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/auth/check/id').map((call) => call.params)).toEqual(
      [{ user_id: TAKEN_ID }, { user_id: 'freetrainer' }],
    );
  });

  it('joins and says that a certification mail was sent', async () => {
    const { api } = setUp();
    await agreeAndContinue();

    fill('아이디', 'newtrainer');
    fill('닉네임', '새트레이너');
    fill('이메일', 'new@example.com');
    fill('비밀번호', 'pikachu-1234');
    fill('비밀번호 확인', 'pikachu-1234');
    fireEvent.click(screen.getByRole('checkbox', { name: '이메일로 알림을 받겠습니다 (선택)' }));
    await waitFor(() => expect(screen.getAllByText(MSG.available)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByText(MSG.joinMailSent)).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/auth/join')?.params).toEqual({
      user_id: 'newtrainer',
      nickname: '새트레이너',
      email: 'new@example.com',
      password: 'pikachu-1234',
      agree_rule: true,
      agree_privacy: true,
      email_alarm_agree: true,
    });
  });
});
