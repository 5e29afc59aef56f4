import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COLLECTION_MSG } from '@carddogam/contract/calls/collections';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { searchRow } from '../../../test/search-row.fixture';
import { collectionItem } from '../collection.fixture';
import { AddCardForm } from './AddCardForm';

const INSERT = '/api/collection/insert';

function renderForm() {
  const api = fakeApi({
    [INSERT]: (params: unknown) => ({
      card: collectionItem('006', {
        name: 'リザードンex',
        set_name: 'ポケモンカード151',
        nation: 'jp',
        amount: 7,
      }),
      added: (params as { amount: number }).amount,
    }),
  });
  const onAdded = vi.fn();
  renderWithProviders(<AddCardForm row={searchRow()} preferredEdition="kr" onAdded={onAdded} />);
  const inserts = () => api.calls.filter((c) => c.path === INSERT).map((c) => c.params);
  return { inserts, onAdded };
}

describe('AddCardForm', () => {
  it('offers the editions the card is printed in and adds the chosen amount with the §2.1 toast', async () => {
    const { inserts, onAdded } = renderForm();
    // No Korean print: 국내판 is not offered, 북미판 is preselected.
    expect(screen.queryByRole('radio', { name: '국내판' })).toBeNull();
    expect((screen.getByRole('radio', { name: '북미판' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '일본판' }));
    expect(screen.getAllByText('リザードンex').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: '수량' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '콜렉션북에 추가' }));

    expect(await screen.findByText('3장이 추가되었습니다')).toBeTruthy();
    expect(inserts()).toEqual([{ card_id: 'sv3pt5-6', nation: 'jp', amount: 3 }]);
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('jp'));
  });

  it('refuses an empty amount without calling the server', () => {
    const { inserts } = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: '수량' }), { target: { value: '' } });
    const button = screen.getByRole('button', { name: '콜렉션북에 추가' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form')!);
    expect(inserts()).toEqual([]);
    expect(COLLECTION_MSG.amountRange).toContain('1~999');
  });
});
