import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';

/** The full texts that signup's '전문 보기' opens (/auth/joinagree). */
describe('policy pages', { timeout: 30_000 }, () => {
  it('shows the full terms of use', async () => {
    fakeApi(SHELL_ANSWERS);
    renderApp('/policy/rule');

    expect(
      await screen.findByRole('heading', { level: 1, name: '이용약관' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '제1조 (목적)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /이용 제한/ })).toBeTruthy();
    expect(screen.queryByText('준비 중')).toBeNull();
  });

  it('shows the full privacy policy with what is kept, why, for how long and whom to ask', async () => {
    fakeApi(SHELL_ANSWERS);
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
    expect(screen.queryByText('준비 중')).toBeNull();
  });
});
