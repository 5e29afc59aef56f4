import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cardEditCalls } from '@carddogam/contract/calls/card-edit';
import { MSG } from '@carddogam/contract/messages';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { editSourceFixture } from './lib/edit-source.fixture';
import { StaffEditButtons } from './StaffEditButtons';

const member = (type: string): SessionUser =>
  ({ user_id: 'staff1', nickname: '스태프', type }) as SessionUser;

function renderButtons(type: string, nation: 'kr' | 'en' | 'jp' = 'kr') {
  const api = fakeApi({
    [cardEditCalls.source.path]: (params: unknown) => ({
      ...editSourceFixture,
      nation: (params as { nation: string }).nation,
    }),
    [cardEditCalls.save.path]: { writer: 'staff1' },
  });
  renderWithProviders(
    <MemoryRouter>
      <SessionContext value={{ ...GUEST_SESSION, user: member(type) }}>
        <StaffEditButtons cardId="sv3pt5-6" nation={nation} />
      </SessionContext>
    </MemoryRouter>,
  );
  const paramsOf = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.params);
  return { paramsOf };
}

const ctrl = (key: string, extra: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(window, { key, ctrlKey: true, ...extra });

describe('StaffEditButtons (§2.5, §2.12)', { timeout: 20_000 }, () => {
  it('shows nothing to members who are not staff', () => {
    renderButtons('사용자');
    expect(screen.queryByRole('button', { name: '간편수정' })).toBeNull();
    ctrl('e');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens 간편수정 with Ctrl+E, refuses a missing required field and saves with Ctrl+Enter', async () => {
    const { paramsOf } = renderButtons('매니저');
    expect(screen.getByRole('button', { name: '전체수정' })).toBeTruthy();
    ctrl('e');
    const dialog = await screen.findByRole('dialog', { name: '카드 간편수정' });
    const name = await within(dialog).findByRole('textbox', { name: '이름' });
    expect((name as HTMLInputElement).value).toBe('리자몽 ex');

    fireEvent.change(name, { target: { value: ' ' } });
    ctrl('Enter');
    expect(await screen.findByText(MSG.editNameRequired)).toBeTruthy();
    expect(paramsOf(cardEditCalls.save.path)).toEqual([]);

    fireEvent.change(name, { target: { value: '리자몽 ex 수정' } });
    ctrl('Enter');
    await waitFor(() => expect(paramsOf(cardEditCalls.save.path)).toHaveLength(1));
    expect(paramsOf(cardEditCalls.save.path)[0]).toMatchObject({
      id: 'sv3pt5-6',
      nation: 'kr',
      insert_type: 'simple',
      fields: { name: '리자몽 ex 수정', rarity: 'Double Rare' },
    });
  });

  it('opens 전체수정 with Ctrl+Shift+E with the abilities and attacks editors', async () => {
    renderButtons('관리자');
    ctrl('E', { shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: '카드 전체수정' });
    expect(await within(dialog).findByRole('textbox', { name: '영어이름' })).toBeTruthy();
    expect(within(dialog).getAllByTestId('attack-block')).toHaveLength(1);
    expect(within(dialog).getAllByTestId('ability-block')).toHaveLength(1);
  });

  it('keeps 일어알바 on jp: the dialog opens in jp and Ctrl+K is refused', async () => {
    const { paramsOf } = renderButtons('일어알바', 'kr');
    ctrl('e');
    await screen.findByRole('dialog', { name: '카드 간편수정' });
    await waitFor(() =>
      expect(paramsOf(cardEditCalls.source.path)).toEqual([{ id: 'sv3pt5-6', nation: 'jp' }]),
    );
    ctrl('k');
    expect(await screen.findByText(MSG.jpEditorOnlyJp)).toBeTruthy();
    expect(paramsOf(cardEditCalls.source.path)).toHaveLength(1);
  });

  it('opens the copy dialog with Ctrl+Space and checks the pre-input id first', async () => {
    renderButtons('운영진');
    ctrl(' ');
    const dialog = await screen.findByRole('dialog', { name: '카드 복사' });
    ctrl('Enter');
    expect(await screen.findByText(MSG.copyPreIdRequired)).toBeTruthy();
    expect(within(dialog).getByText('sv3pt5-6')).toBeTruthy();
  });
});
