import { expect, test } from './fixtures';

/**
 * /policy/apiguide (issue 24): the guide lists the public API's calls from its own OpenAPI document, and
 * 실행해보기 sends a real call to /v1 from the browser and shows the answer.
 */
test('the API guide lists the calls and its try-it call answers a card with its editions', async ({ page }) => {
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
