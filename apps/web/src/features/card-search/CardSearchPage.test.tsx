import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type RecordedCall } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { NO_SEARCH_CONDITIONS, NO_SEARCH_RESULTS, UNCONFIRMED_NAME_HINT } from './lib/search-messages';
import { searchRow, searchRows } from '../../test/search-row.fixture';

const LIST = {
  kr: '/api/card_search/card/list/kr',
  en: '/api/card_search/card/list/en',
  jp: '/api/card_search/card/list/jp',
};
const AUTOCOMPLETE = '/api/card_search/autocomplete';

type Keyword = Record<string, unknown>;
const keywordsOf = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => (c.params as { keyword: Keyword }).keyword);

function fakeSearch(answers: Record<string, unknown> = {}) {
  return fakeApi({
    ...SHELL_ANSWERS,
    '/api/admin/card/search/first/set/import': [{ set_name: '확장팩 151' }],
    '/api/admin/card/regulation_mark/list': [{ regulation_mark: 'G' }, { regulation_mark: 'H' }],
    '/api/admin/card/supertype/list/show': [
      { category: 'subtype:Pokémon', en: 'Stage 2', kr: '2진화' },
      { category: 'subtype:Pokémon', en: 'Basic', kr: '기본' },
      { category: 'subtype:Energy', en: 'Basic', kr: '기본 에너지' },
    ],
    [LIST.kr]: [searchRow()],
    [LIST.en]: [searchRow()],
    [LIST.jp]: [searchRow()],
    [AUTOCOMPLETE]: ['리자몽', '리자몽 ex'],
    ...answers,
  });
}

/** The first render loads the page module, which takes a while on a busy machine. */
const findResults = () => screen.findAllByTestId('search-result', {}, { timeout: 20_000 });

/** The search text box; its suggestion list carries the same label. */
const searchBox = () => screen.getByRole('combobox', { name: '검색어' });

describe('card search page', { timeout: 30_000 }, () => {
  it('searches Korean text with the Korean list call and shows the card in Korean', async () => {
    const api = fakeSearch();
    renderApp('/card/list?text=%EB%A6%AC%EC%9E%90%EB%AA%BD');

    const [result] = await findResults();
    const name = within(result!).getAllByText('리자몽 ex').at(-1)!;
    expect(keywordsOf(api.calls, LIST.kr)[0]).toMatchObject({ nation: 'kr', text: '리자몽', page: 1 });
    expect(api.pathsCalled()).not.toContain(LIST.en);

    const link = name.closest('a')!;
    expect(link.getAttribute('href')).toBe('/card/detail?id=sv3pt5-6');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(within(result!).getByTitle(UNCONFIRMED_NAME_HINT).textContent).toBe('미확인');
    // No Korean print: the English number and set stand in.
    expect(screen.getByText('006/165')).toBeTruthy();
    expect(screen.getByText('151')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '카드 검색' })).toBeTruthy();
    expect(screen.getByText('BETA')).toBeTruthy();
    expect(screen.getByRole('link', { name: '찾는 카드가 없나요?' }).getAttribute('href')).toBe(
      '/board/list?board_group=community&board_name=%EC%B9%B4%EB%93%9C%2FDB+%EC%B6%94%EA%B0%80+%EC%9A%94%EC%B2%AD',
    );
  });

  it('searches Latin text in the English edition and shows English names', async () => {
    const api = fakeSearch();
    renderApp('/card/list?text=Charizard&type=Fire&hp_min=300');

    expect(within((await findResults())[0]!).getAllByText('Charizard ex').length).toBeGreaterThan(0);
    expect(keywordsOf(api.calls, LIST.en)[0]).toMatchObject({
      nation: 'en',
      text: 'Charizard',
      types: ['Fire'],
      hp_min: 300,
      supertype: 'Pokémon',
    });
    expect(screen.queryByText('미확인')).toBeNull();
  });

  it('shows the forced Pokémon supertype in the supertype control', async () => {
    fakeSearch();
    renderApp('/card/list?text=Charizard&supertype=Trainer&retreat=1');

    const pokemon = await screen.findByRole('radio', { name: '포켓몬' }, { timeout: 20_000 });
    expect((pokemon as HTMLInputElement).checked).toBe(true);
    expect((pokemon as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('상세 조건은 포켓몬에만 적용됩니다')).toBeTruthy();
  });

  it("says 'No search results.' in Korean for an empty answer", async () => {
    fakeSearch({ [LIST.kr]: [] });
    renderApp('/card/list?text=%EC%97%86%EB%8A%94%EC%B9%B4%EB%93%9C');

    expect(await screen.findByText(NO_SEARCH_RESULTS, {}, { timeout: 20_000 })).toBeTruthy();
    expect(NO_SEARCH_RESULTS).toBe('검색 결과가 없습니다.');
  });

  it('opens on the first set without writing it into the address or the set filter', async () => {
    const api = fakeSearch();
    const { router } = renderApp('/card/list');

    await findResults();
    expect(keywordsOf(api.calls, LIST.kr)[0]).toMatchObject({
      text: '',
      set: { nation: 'kr', name: '확장팩 151' },
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(/최신 제품 '확장팩 151'/)).toBeTruthy();
    expect(document.querySelector<HTMLInputElement>('input[aria-label="제품명"]')?.value).toBe('');
  });

  it('searches a typed name in the whole catalogue, not in the set the page opened on', async () => {
    const api = fakeSearch();
    const { router } = renderApp('/card/list');
    await findResults();

    fireEvent.change(searchBox(), { target: { value: '리자몽' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() => expect(keywordsOf(api.calls, LIST.kr).map((k) => k.text)).toContain('리자몽'));
    expect(keywordsOf(api.calls, LIST.kr).find((k) => k.text === '리자몽')).toMatchObject({ set: null });
    expect(router.state.location.search).toBe('?text=%EB%A6%AC%EC%9E%90%EB%AA%BD');
    expect(screen.queryByText(/최신 제품/)).toBeNull();
  });

  it('keeps a set the visitor chose with the typed name', async () => {
    const api = fakeSearch();
    renderApp(`/card/list?${new URLSearchParams({ set_name: '확장팩 151', text: '리자몽' }).toString()}`);
    await findResults();
    expect(keywordsOf(api.calls, LIST.kr)[0]).toMatchObject({
      text: '리자몽',
      set: { nation: 'kr', name: '확장팩 151' },
    });
  });

  it('names the filter that empties a search and clears it', async () => {
    const api = fakeSearch({
      [LIST.kr]: (params: unknown) => {
        const keyword = (params as { keyword: { types: string[] } }).keyword;
        return keyword.types.length > 0 ? [] : [searchRow()];
      },
    });
    const { router } = renderApp('/card/list?text=%EB%A6%AC%EC%9E%90%EB%AA%BD&type=Water');

    expect(await screen.findByText(NO_SEARCH_RESULTS, {}, { timeout: 20_000 })).toBeTruthy();
    const hint = await screen.findByText(/'타입: 물' 조건을 빼면 1장이 검색됩니다/);
    expect(hint).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '타입 조건 해제' }));

    await waitFor(() => expect(router.state.location.search).toBe('?text=%EB%A6%AC%EC%9E%90%EB%AA%BD'));
    expect(await findResults()).toHaveLength(1);
    expect(keywordsOf(api.calls, LIST.kr).at(-1)).toMatchObject({ text: '리자몽', types: [] });
  });

  it('says when the count stopped at the cap, in the total and in a hint', async () => {
    const capped = searchRows(24, 241).map((row) => ({ ...row, total_capped: true }));
    fakeSearch({ [LIST.kr]: capped });
    renderApp('/card/list?text=%EB%A6%AC%EC%9E%90');
    await findResults();
    expect(screen.getByText('총 241장 이상')).toBeTruthy();
  });

  it('names a capped count in the hint of an emptied search', async () => {
    fakeSearch({
      [LIST.kr]: (params: unknown) => {
        const keyword = (params as { keyword: { types: string[] } }).keyword;
        return keyword.types.length > 0 ? [] : [{ ...searchRow({ total_count: 241 }), total_capped: true }];
      },
    });
    renderApp('/card/list?text=%EB%A6%AC%EC%9E%90&type=Water');
    expect(
      await screen.findByText(/'타입: 물' 조건을 빼면 241장 이상이 검색됩니다/, {}, { timeout: 20_000 }),
    ).toBeTruthy();
  });

  it('초기화 clears the form, the address and the results of the search', async () => {
    const api = fakeSearch();
    const { router } = renderApp('/card/list?text=Mew&type=Fire');
    await findResults();

    fireEvent.click(screen.getByRole('button', { name: '초기화' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(await screen.findByText(/최신 제품 '확장팩 151'/)).toBeTruthy();
    await waitFor(() =>
      expect(keywordsOf(api.calls, LIST.kr).at(-1)).toMatchObject({
        text: '',
        types: [],
        set: { name: '확장팩 151' },
      }),
    );
  });

  it("says 'No search conditions.' when the form is submitted empty, without searching", async () => {
    const api = fakeSearch();
    const { router } = renderApp('/card/list?text=Mew');
    await findResults();
    const before = api.calls.length;

    fireEvent.change(searchBox(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));

    expect(await screen.findByText(NO_SEARCH_CONDITIONS)).toBeTruthy();
    expect(router.state.location.search).toBe('?text=Mew');
    expect(api.calls.slice(before).filter((c) => c.path.startsWith('/api/card_search/card/list'))).toEqual(
      [],
    );
  });

  it('shows the Korean message of a failed search instead of a blank screen', async () => {
    // No answer for the search call: the fake server says 404 with its Korean message.
    fakeApi({ ...SHELL_ANSWERS, '/api/admin/card/search/first/set/import': [] });
    renderApp('/card/list?text=Mew');

    expect((await screen.findByRole('alert', {}, { timeout: 20_000 })).textContent).toContain(
      '요청하신 기능을 찾을 수 없습니다.',
    );
  });

  it('puts a submitted search in the address, and back brings the earlier one back', async () => {
    const api = fakeSearch();
    const { router } = renderApp('/card/list?text=Mew');
    await findResults();

    fireEvent.change(searchBox(), { target: { value: 'Pikachu' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() => expect(router.state.location.search).toBe('?text=Pikachu'));
    await waitFor(() => expect(keywordsOf(api.calls, LIST.en).map((k) => k.text)).toContain('Pikachu'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect((searchBox() as HTMLInputElement).value).toBe('Mew'));
  });

  it('pages through results with a 10-page pager on desktop', async () => {
    const api = fakeSearch({ [LIST.en]: searchRows(24, 24 * 30) });
    const { router } = renderApp('/card/list?text=Mew');

    const pager = await screen.findByRole('navigation', { name: '페이지' }, { timeout: 20_000 });
    expect(within(pager).getAllByRole('button', { name: /^\d+페이지$/ })).toHaveLength(10);
    fireEvent.click(within(pager).getByRole('button', { name: '2페이지' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(keywordsOf(api.calls, LIST.en).map((k) => k.page)).toContain(2));
  });

  it('sorts as the address says and switches to the list view', async () => {
    const api = fakeSearch();
    const { router } = renderApp('/card/list?text=Mew&sort=hp_desc');
    await findResults();
    expect(keywordsOf(api.calls, LIST.en)[0]).toMatchObject({ sort: 'hp_desc' });

    fireEvent.click(screen.getByRole('radio', { name: '목록 보기' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('view')).toBe('list'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('hp_desc');
    expect((await findResults())[0]!.className).not.toContain('mantine-Card-root');
  });

  it('opens the card popup from a result', async () => {
    fakeSearch();
    renderApp('/card/list?text=Mew');
    await findResults();

    fireEvent.click(screen.getByRole('button', { name: '카드 미리보기' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('offers the watchlist ☆ on a result, for the edition and name the result shows', async () => {
    fakeSearch();
    const { router } = renderApp('/card/list?text=%EB%A6%AC%EC%9E%90%EB%AA%BD');
    const [result] = await findResults();
    const star = await within(result!).findByRole('button', { name: '리자몽 ex 관심 카드에 추가' });
    // A guest is asked to log in first, and comes back to the same search.
    fireEvent.click(star);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it.each([
    ['All', 1],
    ['Card name', 1],
    ['Attack name', 0],
    ['Pokédex number', 0],
  ])('asks for name suggestions with text type %s: %i call', async (textType, expected) => {
    const api = fakeSearch();
    renderApp(`/card/list?${new URLSearchParams({ text: 'Mew', text_type: textType }).toString()}`);
    await findResults();

    fireEvent.change(searchBox(), { target: { value: '리자' } });
    // Longer than the debounce, so a call that was going to be made has been made.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await waitFor(() => expect(api.calls.filter((c) => c.path === AUTOCOMPLETE)).toHaveLength(expected));
    if (expected) expect(api.calls.find((c) => c.path === AUTOCOMPLETE)?.params).toEqual({ text: '리자' });
  });
});
