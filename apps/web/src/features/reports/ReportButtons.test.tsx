import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UpdateLogEntry } from '@carddogam/contract/calls/reports';
import { MSG } from '@carddogam/contract/messages';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { ReportButtons } from './ReportButtons';

const BUG = '/api/admin/provide/bug/insert';
const HISTORY = '/api/admin/provide/update_log/list';

const member = (type: string): SessionUser => ({ user_id: 'pika', nickname: '피카', type }) as SessionUser;

const logEntry = (id: number, fields: Partial<UpdateLogEntry> = {}): UpdateLogEntry => ({
  id,
  provide_type: 'card',
  provide_id: 0,
  card_id: 'sv1-1',
  card_nation: 'kr',
  provider: 'pika',
  provider_nickname: '피카',
  updater: 'mgr',
  updater_nickname: '매니저님',
  memo: '한글 입력',
  created: '2026-05-06 07:08:09',
  ...fields,
});

function renderButtons(user: SessionUser | null, history: UpdateLogEntry[] = []) {
  const api = fakeApi({ [BUG]: { affectedRows: 1 }, [HISTORY]: history });
  renderWithProviders(
    <SessionContext value={{ ...GUEST_SESSION, user }}>
      <ReportButtons cardId="sv1-1" />
    </SessionContext>,
  );
  const paramsOf = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.params);
  return { paramsOf };
}

describe('ReportButtons (§2.5, §2.8, §2.9)', { timeout: 20_000 }, () => {
  it('shows nothing to guests and banned members', () => {
    renderButtons(null);
    expect(screen.queryByRole('button', { name: /수정내역/ })).toBeNull();
    renderButtons(member('밴 유저'));
    expect(screen.queryByRole('button', { name: /수정내역/ })).toBeNull();
  });

  it('hides the report button from 운영진, 매니저 and 일어알바 but keeps 수정내역', () => {
    for (const type of ['운영진', '매니저', '일어알바']) {
      const { unmount } = renderWithProviders(
        <SessionContext value={{ ...GUEST_SESSION, user: member(type) }}>
          <ReportButtons cardId="sv1-1" />
        </SessionContext>,
      );
      expect(screen.queryByRole('button', { name: /정보오류 제보하기/ })).toBeNull();
      expect(screen.getByRole('button', { name: /수정내역/ })).toBeTruthy();
      unmount();
    }
  });

  it('checks country, category and content in order, then sends the report', async () => {
    const { paramsOf } = renderButtons(member('사용자'));
    fireEvent.click(screen.getByRole('button', { name: /정보오류 제보하기/ }));
    const dialog = await screen.findByRole('dialog', { name: '정보오류 제보하기' });
    const submit = within(dialog).getByRole('button', { name: '제보하기' });

    fireEvent.click(submit);
    expect(await screen.findByText(MSG.bugNationRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('발매국가'));
    fireEvent.click(await screen.findByRole('option', { name: '국내판 (kr)', hidden: true }));
    fireEvent.click(submit);
    expect(await screen.findByText(MSG.bugCategoryRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('제보 항목'));
    fireEvent.click(await screen.findByRole('option', { name: '오타', hidden: true }));
    fireEvent.click(submit);
    expect(await screen.findByText(MSG.contentRequired)).toBeTruthy();
    expect(paramsOf(BUG)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '제보 내용' }), {
      target: { value: '이름 오타가 있어요' },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(paramsOf(BUG)).toEqual([
        { card_id: 'sv1-1', card_nation: 'kr', category: '오타', content: '이름 오타가 있어요' },
      ]),
    );
    expect(await screen.findByText(MSG.bugReported)).toBeTruthy();
  });

  it('lists the edit history with both people, and the empty text when there is none', async () => {
    renderButtons(member('매니저'), [logEntry(1), logEntry(2, { provide_type: 'image', memo: '' })]);
    fireEvent.click(screen.getByRole('button', { name: /수정내역/ }));
    const table = await screen.findByRole('table', { name: '수정내역' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('카드')).toBeTruthy();
    expect(within(rows[1]!).getByText('피카(pika)')).toBeTruthy();
    expect(within(rows[1]!).getByText('매니저님(mgr)')).toBeTruthy();
    expect(within(rows[1]!).getByText('2026-05-06')).toBeTruthy();
    expect(within(rows[2]!).getByText('이미지')).toBeTruthy();
  });

  it('tells when a card has no edit history', async () => {
    renderButtons(member('사용자'));
    fireEvent.click(screen.getByRole('button', { name: /수정내역/ }));
    expect(await screen.findByText(MSG.editHistoryEmpty)).toBeTruthy();
  });
});
