import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BugQueueItem } from '@carddogam/contract/calls/provide';
import type { UserType } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const BUG_LIST = '/api/admin/provide/bug/list';
const BUG_APPROVE = '/api/admin/provide/bug/approve';

const bug = (id: number, fields: Partial<BugQueueItem> = {}): BugQueueItem => ({
  id,
  card_id: 'sv3-6',
  card_nation: 'kr',
  card_name: '리자몽ex',
  user_id: 'pika',
  nickname: '피카',
  status: 'pending',
  reviewed_by: null,
  reviewed_at: null,
  reward_point: null,
  review_memo: null,
  created: '2026-11-23 10:00:00',
  category: '오타',
  content: '이름 오타',
  ...fields,
});

function renderQueue(type: UserType, path = '/admin/provide/bug') {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': sessionUser({ user_id: 'mgr', nickname: '매니저님', type }),
    '/api/auth/update/lastVisit': { ok: true },
    [BUG_LIST]: (p: unknown) =>
      (p as { status: string }).status === 'approved'
        ? { total: 1, items: [bug(2, { status: 'approved', reward_point: 30, reviewed_by: 'mgr' })] }
        : { total: 1, items: [bug(1)] },
    [BUG_APPROVE]: { status: 'approved', message: '제보를 승인했습니다.' },
  });
  return { api, ...renderApp(path) };
}

describe('staff review queue', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./ProvideBugPage');
  }, 60_000);

  it('refuses members who are not staff without calling the queue', async () => {
    const { api } = renderQueue('사용자');
    expect(await screen.findByText(MSG.staffOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(BUG_LIST);
  });

  it('approves with points starting at the §9 minimum and filters by status', async () => {
    const { api } = renderQueue('매니저');
    const card = await screen.findByTestId('bug-report');
    expect(within(card).getByText('이름 오타')).toBeTruthy();
    const points = within(card).getByLabelText('지급 포인트 (10~100P)');
    expect((points as HTMLInputElement).value).toBe('10');
    fireEvent.change(points, { target: { value: '30' } });
    fireEvent.change(within(card).getByLabelText('메모'), { target: { value: '수정 완료' } });
    fireEvent.click(within(card).getByRole('button', { name: '승인' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === BUG_APPROVE)?.params).toEqual({
        id: 1,
        point: 30,
        memo: '수정 완료',
      }),
    );

    fireEvent.click(screen.getByRole('radio', { name: '승인' }));
    await waitFor(() => expect(screen.getByText('30P')).toBeTruthy());
    expect(
      api.calls.filter((c) => c.path === BUG_LIST).map((c) => (c.params as { status: string }).status),
    ).toContain('approved');
  });

  it('marks the report a staff alarm links to', async () => {
    renderQueue('매니저', '/admin/provide/bug?id=1');
    expect((await screen.findByTestId('bug-report')).getAttribute('aria-current')).toBe('true');
  });

  it('marks no report without a link', async () => {
    renderQueue('매니저');
    expect((await screen.findByTestId('bug-report')).getAttribute('aria-current')).toBeNull();
  });
});
