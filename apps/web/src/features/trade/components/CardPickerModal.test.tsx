import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { searchRow } from '../../../test/search-row.fixture';
import { CardPickerModal } from './CardPickerModal';

/** The trade post editor is where the card search offers the member's own collection (§2.19). */
describe('trade card picker', { timeout: 30_000 }, () => {
  it("offers '내 컬렉션' in the card search", async () => {
    fakeApi({
      '/api/admin/card/search/first/set/import': [{ set_name: '확장팩 151' }],
      '/api/card_search/card/list/kr': [searchRow()],
    });
    renderWithProviders(
      <MemoryRouter>
        <CardPickerModal opened userId="trainer1" onClose={() => undefined} onAdd={() => undefined} />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('button', { name: '내 컬렉션' }, { timeout: 20_000 })).toBeTruthy();
  });
});
