import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { CardSearchPanel, type CardSearchPanelProps } from './CardSearchPanel';
import { searchRow, searchRows } from '../../test/search-row.fixture';

const FIRST_SET = '/api/admin/card/search/first/set/import';
const LIST_KR = '/api/card_search/card/list/kr';
const COLLECTION_KR = '/api/card_search/card/list/collection/kr';

function renderPanel(path: string, props: CardSearchPanelProps) {
  const router = createMemoryRouter([{ path: '*', element: <CardSearchPanel {...props} /> }], {
    initialEntries: [path],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

const findResults = () => screen.findAllByTestId('search-result', {}, { timeout: 20_000 });
const originalMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('card search panel', { timeout: 30_000 }, () => {
  it('picks a card in picker mode without touching the address', async () => {
    fakeApi({ [FIRST_SET]: [{ set_name: '확장팩 151' }], [LIST_KR]: [searchRow()] });
    const onPick = vi.fn();
    const { router } = renderPanel('/deck/write?id=3', { mode: 'picker', onPick });

    const [result] = await findResults();
    fireEvent.click(within(result!).getByRole('button', { name: '선택' }));

    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'sv3pt5-6' }));
    expect(router.state.location.search).toBe('?id=3');
    expect(screen.queryByRole('heading', { name: '카드 검색' })).toBeNull();
  });

  it('searches a typed name in the whole catalogue in picker mode too', async () => {
    const api = fakeApi({ [FIRST_SET]: [{ set_name: '확장팩 151' }], [LIST_KR]: [searchRow()] });
    renderPanel('/trade/post/write', { mode: 'picker', onPick: vi.fn() });
    await findResults();

    fireEvent.change(screen.getByRole('combobox', { name: '검색어' }), { target: { value: '리자몽' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === LIST_KR).map((c) => c.params)).toContainEqual(
        expect.objectContaining({ keyword: expect.objectContaining({ text: '리자몽', set: null }) }),
      ),
    );
  });

  it('has no pick button on the search page', async () => {
    fakeApi({ [FIRST_SET]: [{ set_name: '확장팩 151' }], [LIST_KR]: [searchRow()] });
    renderPanel('/card/list', { mode: 'page', onPick: vi.fn() });

    const [result] = await findResults();
    expect(within(result!).queryByRole('button', { name: '선택' })).toBeNull();
  });

  it('searches Pokémon for the member in deck mode', async () => {
    const api = fakeApi({ '/api/card_search/card/list/en': [searchRow()] });
    renderPanel('/deck/write', { mode: 'picker', deckMode: true, userId: 'trainer1', onPick: vi.fn() });

    await findResults();
    const call = api.calls.find((c) => c.path === '/api/card_search/card/list/en');
    expect(call?.params).toMatchObject({
      keyword: { supertype: 'Pokémon', is_deck: true, user_id: 'trainer1' },
    });
    expect(api.pathsCalled()).not.toContain(FIRST_SET);
  });

  it("switches to the member's collection with '내 컬렉션' on trade post pages", async () => {
    const api = fakeApi({
      [FIRST_SET]: [{ set_name: '확장팩 151' }],
      [LIST_KR]: [searchRow()],
      [COLLECTION_KR]: [searchRow({ id: 'mine-1', name_kr: '내 카드', name_kr_confirmed: true })],
    });
    renderPanel('/trade/post/write', {
      mode: 'picker',
      userId: 'trainer1',
      onPick: vi.fn(),
      collectionSearch: true,
    });
    await findResults();

    fireEvent.click(screen.getByRole('button', { name: '내 컬렉션' }));

    await waitFor(() => expect(screen.getAllByText('내 카드').length).toBeGreaterThan(0));
    expect(api.calls.find((c) => c.path === COLLECTION_KR)?.params).toMatchObject({
      user_id: 'trainer1',
      keyword: { set: { nation: 'kr', name: '확장팩 151' } },
    });
  });

  it("has no '내 컬렉션' button elsewhere", async () => {
    fakeApi({ [FIRST_SET]: [{ set_name: '확장팩 151' }], [LIST_KR]: [searchRow()] });
    renderPanel('/card/list', { mode: 'page' });
    await findResults();
    expect(screen.queryByRole('button', { name: '내 컬렉션' })).toBeNull();
  });

  it('shows 7 pages in the pager on mobile', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    fakeApi({ [FIRST_SET]: [{ set_name: '확장팩 151' }], [LIST_KR]: searchRows(24, 24 * 30) });
    renderPanel('/card/list?set_name=X&page=15', { mode: 'page' });

    const pager = await screen.findByRole('navigation', { name: '페이지' }, { timeout: 20_000 });
    const pages = within(pager).getAllByRole('button', { name: /^\d+페이지$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['12', '13', '14', '15', '16', '17', '18']);
    expect(within(pager).getByRole('button', { name: '15페이지' }).getAttribute('aria-current')).toBe('page');
  });
});
