import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { referenceCalls } from '@carddogam/contract/calls/reference';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { CopyCardDialog } from './components/CopyCardDialog';

/** Set lists as the real catalogue answered them before they were made distinct at the source. */
const SETS = {
  kr: [{ name: '냉혹한 반역자' }, { name: '냉혹한 반역자' }, { name: '와일드포스' }],
  jp: [{ name: 'トリプレットビート' }, { name: 'トリプレットビート' }],
};

describe('copy card dialog (§2.10)', { timeout: 20_000 }, () => {
  it('opens with set lists that repeat a name, offering each name once', async () => {
    // A crash would be reported through console.error; it must not happen.
    const api = fakeApi({
      [referenceCalls.sets.path]: (params: unknown) => SETS[(params as { nation: 'kr' | 'jp' }).nation],
    });
    renderWithProviders(
      <MemoryRouter>
        <p>카드 상세</p>
        <CopyCardDialog cardId="sv3pt5-6" onClose={vi.fn()} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: '카드 복사' });
    const kr = within(dialog).getByRole('combobox', { name: '한글 제품명' });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === referenceCalls.sets.path)).toHaveLength(2),
    );
    fireEvent.change(kr, { target: { value: '냉' } });
    expect(await screen.findAllByRole('option', { name: '냉혹한 반역자', hidden: true })).toHaveLength(1);
    expect(screen.getByText('카드 상세')).toBeTruthy();
  });
});
