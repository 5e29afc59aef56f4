import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN } from './e2e-users';
import { actAs } from './sessions';

/**
 * The trade back office (/admin/trade/price): a 관리자 removes an outlier price of a card and the card
 * page's 최고가 follows at once; the deletion is in the staff log. The card is the demo set's demo1-22 in
 * its 북미판 edition, which no other spec prices, alone in its price group.
 */
const CARD = 'demo1-22';
const NORMAL_PRICE = 15_000;
const OUTLIER_PRICE = 9_990_000;

/** The value under a statistics tile's label. */
const statTile = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=..');

async function enterPrice(page: Page, price: number): Promise<number> {
  const answer = await page.request.post('/api/admin/trade/price/insert/card', {
    data: {
      params: {
        card_id: CARD,
        card_nation: 'en',
        card_state: 'S급',
        card_price: price,
        card_created: '2026-11-20',
        state: '등록됨',
      },
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

test.describe('trade back office', () => {
  test('a 관리자 deletes an outlier price, the card page 최고가 changes and the staff log shows it', async ({
    page,
  }) => {
    await actAs(page.context(), E2E_ADMIN);
    await enterPrice(page, NORMAL_PRICE);
    const outlier = await enterPrice(page, OUTLIER_PRICE);

    await page.goto(`/card/detail?id=${CARD}`);
    await expect(statTile(page, '최고가')).toContainText('9,990,000원');

    await page.goto('/admin/trade/price');
    await page.getByLabel('카드 ID 또는 이름').fill(CARD);
    await page.getByLabel('최저 가격').fill('9000000');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const table = page.getByRole('table', { name: '가격 기록' });
    await table.getByRole('button', { name: `가격 ${outlier} 삭제` }).click();
    const dialog = page.getByRole('dialog', { name: '가격 기록 삭제' });
    await dialog.getByLabel(/사유/).fill('e2e 이상치 제거');
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('button', { name: `가격 ${outlier} 삭제` })).toBeHidden();

    await page.goto(`/card/detail?id=${CARD}`);
    await expect(statTile(page, '최고가')).toContainText('15,000원');

    await page.goto('/admin/manager/log');
    const search = page.getByRole('search', { name: '매니저 기록 검색' });
    await search.getByLabel('작업', { exact: true }).fill('trade_price.delete');
    await search.getByLabel('대상 아이디').fill(String(outlier));
    await search.getByRole('button', { name: '검색' }).click();
    await expect(page.getByRole('table', { name: '매니저 기록' }).getByText('e2e 이상치 제거')).toBeVisible();
  });
});
