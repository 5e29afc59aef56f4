import { expect, test, type Page } from './fixtures';
import { deviceOf } from './device';
import { E2E_WANT_PAIR } from './e2e-users';
import { actAs } from './sessions';

/**
 * 구해요 (the want list) and the deck price: a member asks for a card up to 10,000원 on its card page, another
 * member posts it for 9,000원, and the first finds the post in their want list and in their alarms; a deck
 * holding the card shows its price in 원. The card is the demo set's demo1-12 in its 북미판 edition, which
 * no other spec trades, so the matches and the average are this journey's own. The spec runs in the desktop
 * lanes only; the data is keyed by device all the same.
 */
const CARD = 'demo1-12';
const WANT_PRICE = 10_000;
const SALE_PRICE = 9_000;

async function post<T>(page: Page, path: string, params: unknown): Promise<T> {
  const answer = await page.request.post(path, { data: { params } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

test.describe('구해요 and the deck price', () => {
  test('a wanted card’s sale post reaches the buyer’s want list and alarms; a deck page shows its total in 원', async ({
    page,
  }, testInfo) => {
    const device = deviceOf(testInfo);
    const saleTitle = `구해요 판매글 (${device})`;

    // The buyer asks for the card on its page.
    await actAs(page.context(), E2E_WANT_PAIR.buyer);
    await page.goto(`/card/detail?id=${CARD}`);
    await page.getByRole('button', { name: '구매 요청', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '구매 요청' });
    await dialog.getByLabel('희망 최고 가격').fill(String(WANT_PRICE));
    await dialog.getByRole('button', { name: '요청하기' }).click();
    await expect(dialog).toBeHidden();

    // The seller posts it under that price.
    await actAs(page.context(), E2E_WANT_PAIR.seller);
    const { id: postId } = await post<{ id: number }>(page, '/api/trade/post/insert', {
      title: saleTitle,
      lines: [{ card_id: CARD, card_nation: 'en', card_state: 'S급', card_price: SALE_PRICE }],
    });
    await page.goto(`/trade/post/read?id=${postId}`);
    await expect(page.getByText(/이 카드를 찾는 회원 [1-9]\d*명/)).toBeVisible();

    // The buyer finds it under the request in 내 구해요 목록, and in the alarms.
    await actAs(page.context(), E2E_WANT_PAIR.buyer);
    await page.goto('/trade/request');
    await expect(page.getByRole('heading', { name: '내 구해요 목록' })).toBeVisible();
    const matched = page.getByLabel('조건에 맞는 판매글').getByRole('link', { name: saleTitle });
    await expect(matched).toHaveAttribute('href', `/trade/post/read?id=${postId}`);
    await page.goto('/mypage/alarm');
    await expect(page.getByText('구해요 카드 판매글').first()).toBeVisible();
    await expect(page.getByText(/ · S급 · 9,000원$/).first()).toBeVisible();

    // A deck holding the card: its page prices it in 원.
    const { id: deckId } = await post<{ id: number }>(page, '/api/deck/write', {
      title: `구해요 덱 (${device})`,
      deck_nation: 'en',
      regulation_group: '자유',
      cards: [
        { card_id: CARD, amount: 4 },
        { card_id: 'demo1-21', amount: 56 },
      ],
    });
    await page.goto(`/deck/read?id=${deckId}`);
    const section = page.getByRole('region', { name: '덱 가격' });
    await expect(section.getByTestId('deck-value-total')).toHaveText(/^[\d,]+원$/);
    const row = section
      .getByRole('table', { name: '카드별 가격' })
      .getByRole('row')
      .filter({ hasText: '9,000원' });
    await expect(row).toContainText('36,000원');
    await expect(section.getByText('계산 방법')).toBeVisible();
  });
});
