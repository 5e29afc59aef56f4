import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { deleteIpBan, upsertIpBan } from '../../src/repositories/ip-bans';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * A guest's first page of /, /card/list and /card/detail comes with its content (decision 041). The web
 * app's real server bundle is exercised by the browser tests; here a stand-in bundle with the same
 * interface shows what the server does around it: who gets a rendered page, how the page's calls reach
 * the API, the state beside the markup, the short cache and its clearing, and the fallbacks.
 */
const STAND_IN_BUNDLE = `
let transport = null;
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
export function setServerTransport(t) { transport = t; }
globalThis.renderCount = 0;
export async function renderPage(url, mobile, onError) {
  globalThis.renderCount++;
  const id = url.searchParams.get('id');
  if (id === 'decline') return null;
  if (id === 'throw') throw new Error('render failed');
  if (id === 'part') onError(new Error('a part failed'), 'at Part');
  const answer = await transport(${JSON.stringify(applicationCalls.checkIp.path)}, JSON.stringify({ params: {} }));
  return {
    html: '<main>' + url.pathname + (mobile ? ' phone' : ' desktop') + ' ip-check ' + answer.status + ' ' + answer.text + '</main>',
    state: { queries: { queries: [{ note: '</script><script>alert(1)</script>' }] }, mobile },
  };
}
`;

describe('server-rendered first pages', () => {
  let t: TestApp;
  const renders = () => (globalThis as { renderCount?: number }).renderCount ?? 0;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'carddogam-ssr-'));
    const web = path.join(root, 'dist');
    mkdirSync(web);
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><title>카드도감</title>' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(root, 'dist-server/entry-server.js'), STAND_IN_BUNDLE);
    process.env.WEB_DIST_DIR = web;
    t = await createTestApp({ NODE_ENV: 'production' }, { serveStatic: true });
  });
  afterAll(async () => {
    delete process.env.WEB_DIST_DIR;
    await t.close();
  });
  // Every test starts with an empty cache: any change announced empties it.
  beforeEach(() => t.services.changes.decksChanged());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.7' });

  it('renders a guest’s card page with the markup in #root and the state beside it', async () => {
    const page = await get('/card/detail?id=sv3pt5-6');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.payload).toContain(
      '<div id="root"><main>/card/detail desktop ip-check 200 false</main></div>',
    );
    // The page reads without its script, which is fetched after its first paint.
    expect(page.payload).toContain(
      '<script type="module" src="/ssr-boot.js" data-entry="/assets/index-1.js" data-chunks="/assets/react-2.js">',
    );
    expect(page.payload).not.toContain('src="/assets/index-1.js"');
    expect(page.payload).not.toContain('modulepreload');
    const state = page.payload.match(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/)?.[1];
    expect(state).toBeDefined();
    // The state cannot close its element: '<' is written as an escape that JSON reads back.
    expect(page.payload).not.toContain('<script>alert(1)');
    expect(JSON.parse(state!)).toEqual({
      queries: { queries: [{ note: '</script><script>alert(1)</script>' }] },
      mobile: false,
    });
  });

  it('makes the page’s calls as the visitor: a banned address gets the shell to show its block', async () => {
    await upsertIpBan(t.services.db, { ip: '203.0.113.7', reason: '테스트', bannedBy: 'admin' });
    t.services.changes.ipBansChanged();
    try {
      const page = await get('/card/list');
      // The stand-in shows the IP check's answer, which only a banned visitor sees as true.
      expect(page.payload).toContain('ip-check 200 true');
    } finally {
      await deleteIpBan(t.services.db, '203.0.113.7');
      t.services.changes.ipBansChanged();
    }
  });

  it('guesses the phone layout from the client hint or the user agent', async () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
    expect((await get('/', { 'user-agent': android })).payload).toContain('<main>/ phone');
    expect((await get('/', { 'sec-ch-ua-mobile': '?0', 'user-agent': android })).payload).toContain(
      '<main>/ desktop',
    );
    expect((await get('/', { 'sec-ch-ua-mobile': '?1' })).payload).toContain('<main>/ phone');
  });

  it('sends members the shell unrendered, and every other path too', async () => {
    const member = await get('/card/detail?id=sv3pt5-6', { cookie: 'sid=anything' });
    expect(member.payload).toContain('<div id="root"></div>');
    // The shell needs its script at once.
    expect(member.payload).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(member.payload).not.toContain('ssr-state');
    const other = await get('/board/list');
    expect(other.payload).toContain('<div id="root"></div>');
  });

  it('falls back to the shell when the render declines or fails, still answering 200', async () => {
    for (const id of ['decline', 'throw']) {
      const page = await get(`/card/detail?id=${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.payload).toContain('<div id="root"></div>');
    }
    // A part that failed on the server is left to the browser; the rest is still rendered.
    expect((await get('/card/detail?id=part')).payload).toContain('<main>/card/detail');
  });

  it('keeps a rendered page briefly, per address and layout, until a change is announced', async () => {
    const before = renders();
    await get('/card/list?text=리자');
    await get('/card/list?text=리자');
    expect(renders()).toBe(before + 1);
    await get('/card/list?text=리자', { 'sec-ch-ua-mobile': '?1' });
    expect(renders()).toBe(before + 2);
    t.services.changes.pricesChanged([{ cardId: 'sv3pt5-6', nation: 'en' }]);
    await get('/card/list?text=리자');
    expect(renders()).toBe(before + 3);
  });
});
