import { expect, test } from './fixtures';
import { realData } from './catalogue-kind';

/**
 * The server started by this run imported the catalogue by itself on its first start: the real data of
 * ../shared/data with E2E_CATALOGUE=real, otherwise the built-in demo set (see catalogue-kind.ts).
 */
const knownId = realData ? 'sv3pt5-6' : 'demo1-3';

const call = async (request: import('@playwright/test').APIRequestContext, url: string, params: unknown) => {
  const res = await request.post(url, { data: { params } });
  expect(res.status()).toBe(200);
  return res.json();
};

test.describe('imported card catalogue through the §7.1 calls', () => {
  test('card_en, card_en__dump and isExist answer for a real id', async ({ request }) => {
    const [record] = await call(request, '/api/card/detail/card_en', { id: knownId });
    expect(record).toMatchObject({ id: knownId, name: 'Charizard ex', supertype: 'Pokémon', hp: 330 });
    const [dump] = await call(request, '/api/card/detail/card_en__dump', { id: knownId });
    expect(dump.isAvailable).toBe(1);
    expect(JSON.parse(dump.dump).id).toBe(knownId);
    expect(await call(request, '/api/card/detail/isExist', { id: knownId })).toEqual({ isExist: true });
    expect(await call(request, '/api/card/detail/isExist', { id: 'no-such-card' })).toEqual({
      isExist: false,
    });
  });

  test('Japanese and Korean records exist where they were imported', async ({ request }) => {
    test.info().annotations.push({ type: 'data', description: realData ? 'shared data' : 'demo set' });
    const [jp] = await call(request, '/api/card/detail/card_jp', { id: knownId });
    const [kr] = await call(request, '/api/card/detail/card_kr', { id: 'sv4-1' });
    if (realData) {
      expect(jp).toMatchObject({ id: 'sv3pt5-6', name: 'リザードンex', set_name: 'ポケモンカード151' });
      expect(kr).toMatchObject({ id: 'sv4-1', name: '비구술', rarity: 'C' });
    } else {
      expect([jp, kr]).toEqual([undefined, undefined]);
    }
  });
});
