import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '@carddogam/contract/calls/board';
import { createTestApp, type TestApp } from '../helpers/app';
import { ensureBoards } from '../../src/services/board-seed';

/**
 * What the server sends compressed and how long browsers may keep it (issue: compression and caching):
 * the build's precompressed files as they are, with a year's cache for hashed assets and none for
 * index.html; JSON answers over the threshold compressed on the fly.
 */
describe('compression and caching', () => {
  let t: TestApp;
  const script = `console.log(${JSON.stringify('카드도감 '.repeat(400))});`;

  beforeAll(async () => {
    // A stand-in web build with one hashed asset and its .br and .gz copies, as the build writes them.
    const web = mkdtempSync(path.join(os.tmpdir(), 'carddogam-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>카드도감</title>');
    const asset = path.join(web, 'assets', 'index-a1b2c3.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    process.env.WEB_DIST_DIR = web;
    t = await createTestApp({ NODE_ENV: 'production' }, { serveStatic: true });
    await ensureBoards(t.services.db);
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the precompressed copy of a hashed asset, kept for a year', async () => {
    const br = await get('/assets/index-a1b2c3.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-a1b2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('has browsers check index.html on every use, so a deployment reaches everyone at once', async () => {
    for (const url of ['/', '/board/list']) {
      const page = await get(url, 'gzip');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses JSON answers over the threshold and leaves small ones alone', async () => {
    const post = (path: string, encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        payload: { params: {} },
      });
    const menu = await post(boardCalls.boards.path, 'gzip');
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(menu.rawPayload).toString();
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body)).toEqual(await t.call(boardCalls.boards));

    const small = await post('/api/check/ip', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.payload)).toBe(false);
  });
});
