import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRecordCalls } from '@carddogam/contract/calls/card-records';
import { referenceCalls } from '@carddogam/contract/calls/reference';
import { createTestApp, type TestApp } from '../helpers/app';

const HANGUL = /[가-힣]/;

describe('call contract: errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown call with 404 JSON in Korean', async () => {
    const res = await t.post('/api/no/such/call', { params: {} });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((res.body as { error: { message: string } }).error.message).toMatch(HANGUL);
  });

  it.each([
    ['missing params', {}],
    ['wrong type', { params: { id: 12 } }],
    ['empty id', { params: { id: '' } }],
    ['huge id', { params: { id: 'x'.repeat(10_000) } }],
    ['params not an object', { params: 'sv3pt5-6' }],
  ])('answers a malformed payload (%s) with 400 and a Korean message', async (_name, body) => {
    const res = await t.post(cardRecordCalls.cardEn.path, body);
    expect(res.status).toBe(400);
    const { error } = res.body as { error: { code: string; message: string } };
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(HANGUL);
  });

  it('answers invalid JSON, a JSON array body and an unknown nation with 400, never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: cardRecordCalls.cardEn.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"params":',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).error.message).toMatch(HANGUL);
    expect((await t.post(cardRecordCalls.cardEn.path, [1, 2])).status).toBe(400);
    expect((await t.post(referenceCalls.sets.path, { params: { nation: 'fr' } })).status).toBe(400);
  });

  it('refuses unexpected fields on calls without a payload', async () => {
    expect((await t.post(referenceCalls.rarity.path, { params: { x: 1 } })).status).toBe(400);
    expect((await t.post(referenceCalls.rarity.path, undefined)).status).toBe(200);
  });

  it('answers a body over the limit with 413 in Korean', async () => {
    const res = await t.post(cardRecordCalls.cardEn.path, { params: { id: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect((res.body as { error: { message: string } }).error.message).toMatch(HANGUL);
  });

  it('only accepts POST', async () => {
    const res = await t.app.inject({ method: 'GET', url: cardRecordCalls.cardEn.path });
    expect(res.statusCode).toBe(404);
  });
});
