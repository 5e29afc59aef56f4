import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * index.html announces the chunks of the page it opens on (the web build lists them per route), so the
 * browser fetches them beside the entry instead of after it has run.
 */
describe('index.html with the route’s own chunks', () => {
  let t: TestApp;

  beforeAll(async () => {
    const web = mkdtempSync(path.join(os.tmpdir(), 'carddogam-web-'));
    mkdirSync(path.join(web, '.vite'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><title>카드도감</title></head></html>',
    );
    writeFileSync(
      path.join(web, '.vite/route-preloads.json'),
      JSON.stringify({
        '/': { js: ['/assets/HomePage-1.js'], css: [] },
        '/card/detail': {
          js: ['/assets/CardDetailPage-2.js', '/assets/Tabs-3.js', '"><script>alert(1)</script>'],
          css: ['/assets/CardDetailPage-2.css'],
        },
      }),
    );
    process.env.WEB_DIST_DIR = web;
    t = await createTestApp({ NODE_ENV: 'production' }, { serveStatic: true });
  });
  afterAll(async () => {
    delete process.env.WEB_DIST_DIR;
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('announces the card page’s chunks and applies its stylesheet on /card/detail, whatever the query', async () => {
    const page = await get('/card/detail?id=sv3pt5-6');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.payload).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/CardDetailPage-2.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/CardDetailPage-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Tabs-3.js"></head>',
    );
    // Only asset paths become links.
    expect(page.payload).not.toContain('<script>');
  });

  it('announces the front page’s own chunk on /', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">');
  });

  it('sends index.html as it is for the other pages', async () => {
    const page = await get('/board/list');
    expect(page.statusCode).toBe(200);
    expect(page.payload).not.toContain('modulepreload');
    expect(page.payload).toContain('<title>카드도감</title>');
  });
});
