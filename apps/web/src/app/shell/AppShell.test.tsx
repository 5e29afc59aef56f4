import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { cardPage, editionRecord } from '../../test/card-page.fixture';

const SITE_TITLE = '포켓몬카드 DB/커뮤니티 카드도감';

describe('application shell', () => {
  it('shows the header, the home page and the site title at /', async () => {
    fakeApi(SHELL_ANSWERS);
    renderApp('/');

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: '카드도감 홈' }).textContent).toBe('카드도감');
    expect(within(header).getByRole('link', { name: '카드 검색' }).getAttribute('href')).toBe('/card/list');
    expect(await screen.findByRole('search', { name: '카드 검색' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(SITE_TITLE));
  });

  it("logs each visit and sets the next page's title", async () => {
    const api = fakeApi(SHELL_ANSWERS);
    const { router } = renderApp('/');
    const header = await screen.findByRole('banner');
    // The main areas are offered in the header (nav-items.ts).
    expect(within(header).getByRole('link', { name: '공식대회' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: '온라인 리그' }).getAttribute('href')).toBe('/league');

    // The deck test is reached by its address only (not in the menus, §2.2).
    await act(() => router.navigate('/tests'));

    expect(await screen.findByRole('heading', { level: 1, name: '덱 테스트' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tests');
    await waitFor(() => expect(document.title).toBe(`덱 테스트 - ${SITE_TITLE}`));
    const logged = api.calls
      .filter((call) => call.path === '/api/visited_log/insert')
      .map((call) => call.params);
    expect(logged).toEqual([{ path: '/' }, { path: '/tests' }]);
  });

  it('shows the 404 page for an unknown path', async () => {
    fakeApi(SHELL_ANSWERS);
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('searches cards from the home page', async () => {
    fakeApi(SHELL_ANSWERS);
    const { router } = renderApp('/');

    const input = await screen.findByRole('textbox', { name: '카드 이름' });
    fireEvent.change(input, { target: { value: ' 리자몽 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/card/list'));
    expect(new URLSearchParams(router.state.location.search).get('text')).toBe('리자몽');
  });

  it("titles a card page with the card's Korean name and counts its view once a day", async () => {
    const api = fakeApi({
      ...SHELL_ANSWERS,
      '/api/card/detail/trade/group/import/card/kr': [
        { series: '스칼렛&바이올렛', name: '피카츄', rarity: 'C' },
      ],
      '/api/card/update/view_count/increase': { view_count: 1 },
      '/api/card/detail/page': [
        cardPage({ id: 'sv1-25', kr: editionRecord({ id: 'sv1-25', name: '피카츄' }), default_nation: 'kr' }),
      ],
      '/api/card/select/view_count': [{ view_count: 1 }],
    });
    const { router } = renderApp('/card/detail?id=sv1-25');

    await waitFor(() => expect(document.title).toBe(`피카츄 - ${SITE_TITLE}`));
    await act(() => router.navigate('/rank'));
    await act(() => router.navigate('/card/detail?id=sv1-25'));
    await screen.findByRole('heading', { level: 1, name: '피카츄 카드 시세' });

    const views = api.calls.filter((call) => call.path === '/api/card/update/view_count/increase');
    expect(views.map((call) => call.params)).toEqual([{ card_id: 'sv1-25' }]);
  });

  it.each([
    ['the unconfirmed Korean suggestion', { name_kr_suggestion: '리자몽 ex' }, '리자몽 ex'],
    ['the English name', { name_kr_suggestion: null }, 'Charizard ex'],
  ])('titles a card without a Korean record with %s (§2.1)', async (_, page, title) => {
    fakeApi({
      ...SHELL_ANSWERS,
      '/api/card/detail/trade/group/import/card/kr': [],
      '/api/card/update/view_count/increase': { view_count: 1 },
      '/api/card/detail/page': [cardPage({ kr: null, default_nation: 'en', ...page })],
      '/api/card/select/view_count': [{ view_count: 1 }],
    });
    renderApp('/card/detail?id=sv3pt5-6');

    await waitFor(() => expect(document.title).toBe(`${title} - ${SITE_TITLE}`));
  });

  it('replaces the whole application for a banned IP', async () => {
    fakeApi({ ...SHELL_ANSWERS, '/api/check/ip': true });
    renderApp('/');

    expect(await screen.findByText(MSG.ipBanned)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it("blocks at once when the page's own calls are refused for the IP before the IP check answers", async () => {
    const api = fakeApi(SHELL_ANSWERS);
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      // The IP check never answers here; every other call is refused for the banned IP.
      if (path === '/api/check/ip') return new Promise<Response>(() => {});
      if (path === '/api/auth/session') return answer(input, init);
      return jsonResponse(403, { error: { code: 'IP_BANNED', message: MSG.ipBanned } });
    });
    renderApp('/');

    expect(await screen.findByText(MSG.ipBanned)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('banner')).toBeNull());
    expect(screen.getAllByText(MSG.ipBanned)).toHaveLength(1);
  });
});
