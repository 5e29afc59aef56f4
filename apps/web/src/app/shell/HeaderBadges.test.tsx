import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

describe("the header's unread counts", { timeout: 20_000 }, () => {
  it("shows a member's unread messages and alarms, and names them for screen readers", async () => {
    fakeApi({
      ...SHELL_ANSWERS,
      '/api/auth/session': sessionUser(),
      '/api/auth/update/lastVisit': { ok: true },
      '/api/message/badge': { message_unread: 3, alarm_unread: 120 },
    });
    renderApp('/');
    const header = await screen.findByRole('banner');
    const messages = await within(header).findByRole('link', { name: '읽지 않은 쪽지 3개' });
    expect(messages.getAttribute('href')).toBe('/mypage/message');
    const alarms = within(header).getByRole('link', { name: '읽지 않은 알림 120개' });
    expect(alarms.getAttribute('href')).toBe('/mypage/alarm');
    expect(within(header).getByText('99+')).toBeTruthy();
    expect(within(header).getByText('3')).toBeTruthy();
  });

  it('shows plain icons when nothing is unread', async () => {
    fakeApi({
      ...SHELL_ANSWERS,
      '/api/auth/session': sessionUser(),
      '/api/auth/update/lastVisit': { ok: true },
    });
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: '쪽지함' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: '알림' })).toBeTruthy();
    expect(within(header).queryByText('0')).toBeNull();
  });
});
