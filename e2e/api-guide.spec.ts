import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { E2E_MEMBER } from './e2e-users';
import { actAs } from './sessions';

/** The API counts calls without a key per address: these tests call from addresses of their own. */
const from = (address: string) => ({ 'x-forwarded-for': address });

/**
 * /policy/apiguide (issue 24): the guide lists the public API's calls from its own OpenAPI document, and
 * 실행해보기 sends a real call to /v1 from the browser and shows the answer. A member makes an API key on
 * the page, which raises the call limit from 30 to 300 a minute; and the server's daily export, written at
 * its start, is served as gzipped JSON lines, one card per line.
 */
test('the API guide lists the calls and its try-it call answers a card with its editions', async ({
  page,
}) => {
  await page.goto('/policy/apiguide');
  await expect(page.getByRole('heading', { level: 1, name: '한국 포켓몬카드 API' })).toBeVisible();
  const byId = page.getByRole('region', { name: /^카드 한 장/ });
  await expect(byId.getByText('/v1/cards/{id}', { exact: true })).toBeVisible();

  await byId.getByRole('textbox', { name: 'id' }).fill('demo1-1');
  await byId.getByRole('button', { name: '실행해보기' }).click();
  const answer = byId.getByLabel('응답');
  await expect(answer.getByText('응답 200')).toBeVisible();
  await expect(answer).toContainText('"id": "demo1-1"');
});

test('a member makes an API key on the guide, and calls made with it have the higher limit', async ({
  page,
  request,
}) => {
  await actAs(page.context(), E2E_MEMBER);
  await page.goto('/policy/apiguide');
  await page.getByLabel('키 이름').fill('시세 봇');
  await page.getByRole('button', { name: '키 만들기' }).click();
  // Shown once, in the notice that says so.
  const key = (await page.getByRole('alert', { name: '새 API 키' }).locator('pre').textContent()) ?? '';
  expect(key).toMatch(/^cdk_[\w-]{43}$/);

  // 실행해보기 sends the new key.
  await page.getByRole('button', { name: '이 키로 실행해보기' }).click();
  const byId = page.getByRole('region', { name: /^카드 한 장/ });
  await byId.getByRole('textbox', { name: 'id' }).fill('demo1-2');
  await expect(byId.getByText('GET /v1/cards/demo1-2 (내 API 키로 보냄)')).toBeVisible();
  await byId.getByRole('button', { name: '실행해보기' }).click();
  await expect(byId.getByLabel('응답').getByText('응답 200')).toBeVisible();

  // The same call from a program: 300 a minute with the key, 30 without.
  const withKey = await request.get('/v1/rarities', { headers: { 'x-api-key': key, ...from('10.250.1.1') } });
  expect(withKey.status()).toBe(200);
  expect(withKey.headers()['x-ratelimit-limit']).toBe('300');
  const anonymous = await request.get('/v1/rarities', { headers: from('10.250.1.1') });
  expect(anonymous.headers()['x-ratelimit-limit']).toBe('30');
  const wrong = await request.get('/v1/rarities', {
    headers: { 'x-api-key': key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A'), ...from('10.250.1.1') },
  });
  expect(wrong.status()).toBe(401);
});

test('the bulk export of the catalogue is served as gzipped JSON lines, one card per line', async ({
  request,
}) => {
  // Written by the daily job the server starts with, in the background.
  const headers = from('10.250.2.1');
  await expect.poll(async () => (await request.get('/v1/bulk', { headers })).status()).toBe(200);
  const { data } = (await (await request.get('/v1/bulk', { headers })).json()) as {
    data: { card_count: number; url: string };
  };
  const file = await request.get('/v1/bulk/cards.jsonl.gz', { headers });
  expect(file.headers()['content-type']).toBe('application/gzip');
  const lines = gunzipSync(await file.body())
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; en: { name: string } });
  expect(lines).toHaveLength(data.card_count);
  expect(lines.map((card) => card.id)).toContain('demo1-1');
  expect(lines.find((card) => card.id === 'demo1-1')!.en.name).toBe('Bulbasaur');
  expect(data.url).toMatch(/\/v1\/bulk\/cards\.jsonl\.gz$/);
});
