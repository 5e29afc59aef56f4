import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MEMBER_REPORT_MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { failPath, GUEST_ANSWER, sessionUser } from '../../../test/session-fixtures';
import { MemberReportButton } from './MemberReportButton';

const REPORT = '/api/member/report';
const ME = sessionUser({ user_id: 'ash', nickname: '지우' });

function renderButton(session: unknown = ME, member = { userId: 'misty', nickname: '이슬' }) {
  const api = fakeApi({
    '/api/auth/session': session,
    [REPORT]: { id: 1, message: MEMBER_REPORT_MSG.reported },
  });
  renderWithProviders(
    <MemoryRouter>
      <p>거래글</p>
      <MemberReportButton member={member} source={{ kind: 'trade_post', id: 7 }} />
    </MemoryRouter>,
  );
  return api;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: '신고하기' }));
  return screen.findByRole('dialog', { name: '신고하기' }, { timeout: 5000 });
}

describe('신고하기 (member reports)', { timeout: 20_000 }, () => {
  it('asks for a reason, and a detail for 기타, before sending the report with its source', async () => {
    const api = renderButton();
    const dialog = await openDialog();
    const send = within(dialog).getByRole('button', { name: '신고하기' });

    fireEvent.click(send);
    expect(within(dialog).getByRole('alert').textContent).toBe(MEMBER_REPORT_MSG.reasonRequired);
    fireEvent.click(within(dialog).getByLabelText('기타'));
    fireEvent.click(send);
    expect(within(dialog).getByRole('alert').textContent).toBe(MEMBER_REPORT_MSG.detailRequired);
    expect(api.pathsCalled()).not.toContain(REPORT);

    fireEvent.change(within(dialog).getByLabelText(/신고 내용/), { target: { value: '  선입금 유도  ' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === REPORT)?.params).toEqual({
        user_id: 'misty',
        reason: '기타',
        detail: '선입금 유도',
        source: 'trade_post',
        source_id: 7,
      }),
    );
    expect(await screen.findByText(MEMBER_REPORT_MSG.reported)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '신고하기' })).toBeNull());
  });

  it("shows the server's refusal of a second report in the dialog", async () => {
    const api = renderButton();
    failPath(api, REPORT, 409, 'ALREADY_REPORTED', MEMBER_REPORT_MSG.duplicate);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('스팸/광고'));
    fireEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MEMBER_REPORT_MSG.duplicate);
  });

  it.each([
    ['a guest', GUEST_ANSWER],
    ['a banned member', sessionUser({ type: '밴 유저' })],
    ['the writer', ME],
  ])('is not offered to %s', async (_who, session) => {
    const api = renderButton(session, { userId: ME.user_id, nickname: ME.nickname });
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/auth/session'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '신고하기' })).toBeNull();
  });
});
