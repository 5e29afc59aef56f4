import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { appRoutes } from '../app/routes';
import { fakeApi } from '../test/fake-api';
import { SHELL_ANSWERS } from '../test/render-app';
import { cardPage } from '../test/card-page.fixture';
import { preloadMatchedRoutes } from './preload-matched-routes';
import { isJsonSafe, renderPage } from './render-page';
import type { SsrState } from './ssr-state';

const CARD_ANSWERS = {
  ...SHELL_ANSWERS,
  '/api/auth/session': { is_logined: false },
  '/api/card/detail/trade/group/import/card/kr': [],
  '/api/card/select/view_count': [{ view_count: 1234 }],
  '/api/admin/card/supertype/list/show': [{ category: 'subtype:Pokémon', en: 'Stage 2', kr: '2진화' }],
  '/api/card/detail/page': [cardPage()],
  '/api/card/list/samename': [],
  '/api/card/list/evolves': [],
  '/api/card/detail/trade/stats': {
    ids: ['sv3pt5-6'],
    total: { total_avg: 35_000, total_max: 90_000, total_min: 6_000 },
    posts: { total: 2, registered: 1, finished: 1, registered_price: 40_000, finished_price: 30_000 },
    recent_s: 14_000,
    conditions: { S: 35_000, A: 0, B: 0, C_below: 0, graded: 0 },
    grades: { PSA: [], ETC: [] },
    graded_totals: {
      PSA: { total_avg: 0, total_max: 0, total_min: 0, count: 0 },
      ETC: { total_avg: 0, total_max: 0, total_min: 0, count: 0 },
    },
    overseas_only: false,
    charts: { '120': [], '12': [], '6': [], '3': [], '1': [] },
    recent_posts: [],
  },
  '/api/trade/request/count': { open: 0 },
  '/api/card/detail/review/list/avg': [
    { perform_avg: 4, perform_count: 1, collect_avg: 3, collect_count: 1, total_avg: 3.5, total_count: 1 },
  ],
  '/api/card/detail/review/list': [],
  '/api/new/deck/select/search': { total: 0, items: [] },
  '/api/admin/main/banner/import': [],
};

const CARD_URL = new URL('http://localhost/card/detail?id=sv3pt5-6');

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/**
 * Both renderers run in this one process, which React's development build notes on every shared context;
 * in production the server and the browser are apart. Anything else React says (such as a hydration
 * warning about a differing attribute) is kept.
 */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

/**
 * Puts the server's markup on the page and hydrates it as main.tsx does; answers the hydration errors and
 * what React printed as errors meanwhile.
 */
async function hydrateInBrowser(html: string, state: SsrState, path: string) {
  // The server renderer leaves the context values of its last part set on the shared context objects
  // until its next render starts from the top; one empty render puts them back, as a separate process
  // would never have seen them.
  await prerender(<></>);
  const printed: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.includes(TWO_RENDERERS)) printed.push(text);
  });
  document.body.innerHTML = `<div id="root">${html}</div>`;
  window.history.replaceState(null, '', path);
  await preloadMatchedRoutes(appRoutes, window.location);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App ssr={state} />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { mismatches, printed };
}

describe('server rendering (decision 041)', { timeout: 30_000 }, () => {
  it('renders a card page with its answers, and the browser hydrates it without a mismatch or asking again', async () => {
    const api = fakeApi(CARD_ANSWERS);
    const page = await renderPage(CARD_URL, false);
    expect(page).not.toBeNull();
    // React separates neighbouring texts with empty comments.
    const text = page!.html.replaceAll('<!-- -->', '');
    expect(text).toContain('Charizard ex 카드 시세');
    expect(text).toContain('1,234명이 이 카드를 봤습니다');
    const keys = page!.state.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('sv3pt5-6'))).toBe(true);
    // The state reaches the browser as JSON: what it holds must come back the same.
    const state = JSON.parse(JSON.stringify(page!.state)) as SsrState;

    const serverCalls = api.calls.length;
    const { mismatches, printed } = await hydrateInBrowser(page!.html, state, '/card/detail?id=sv3pt5-6');
    expect(mismatches).toEqual([]);
    expect(printed).toEqual([]);
    // The page works: a language tab switches the title.
    fireEvent.click(await screen.findByRole('radio', { name: '일어' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('リザードン'),
    );
    // The parts below the first screen are drawn after hydrating, not sent in the HTML.
    expect(text).not.toContain('카드평점');
    expect(await screen.findByText(/카드평점/)).toBeTruthy();
    // The card itself is not asked for again; only the visit's own calls (counters, logs) follow.
    const browserPaths = api.calls.slice(serverCalls).map((call) => call.path);
    expect(browserPaths).not.toContain('/api/card/detail/page');
  });

  it('starts from the server’s guess of a phone, as the HTML was drawn', async () => {
    fakeApi(CARD_ANSWERS);
    const phone = await renderPage(CARD_URL, true);
    const desktop = await renderPage(CARD_URL, false);
    // The phone layout has its own back button to the list (§2.4).
    expect(phone!.html).toContain('뒤로');
    expect(desktop!.html).not.toContain('뒤로');
    expect(phone!.state.mobile).toBe(true);
  });

  it('declines a page whose answers failed: the browser draws it instead', async () => {
    // A path the fake server does not know answers with the server's 404 error.
    const withoutPage: Record<string, unknown> = { ...CARD_ANSWERS };
    delete withoutPage['/api/card/detail/page'];
    fakeApi(withoutPage);
    expect(await renderPage(CARD_URL, false)).toBeNull();
  });

  it('tells plain JSON from what JSON would change', () => {
    expect(isJsonSafe({ a: [1, 'x', null, true, { b: 2 }], c: undefined })).toBe(true);
    expect(isJsonSafe(new Map([['a', 1]]))).toBe(false);
    expect(isJsonSafe({ when: new Date() })).toBe(false);
    expect(isJsonSafe([new Set([1])])).toBe(false);
    expect(isJsonSafe({ n: Number.NaN })).toBe(false);
  });
});
