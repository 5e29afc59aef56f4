import { expect, test } from './fixtures';
import { E2E_ASKER, E2E_MALL_WRITER } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/**
 * The watchlist's price alert (decision 039): member A watches a demo card at 10,000원 or less; member B
 * posts it at 9,000원; A finds the alarm through the header's badge and follows it to the post. The cards
 * are ones no other spec trades (decks.spec.ts only builds decks with them), so no other record fires
 * the alert first; the demo set has the 북미판 edition only.
 */
const CARDS = { desktop: 'demo1-15', mobile: 'demo1-8' } as const;
const WATCHER = E2E_ASKER;
const SELLER = E2E_MALL_WRITER;

test('a member watches a card at 10,000원, another posts it at 9,000원, and the alarm links to the post', async ({
  page,
  browser,
}, testInfo) => {
  const card = CARDS[deviceOf(testInfo)];

  // A adds the card to the watchlist from the card page's ☆, with a target price.
  await actAs(page.context(), WATCHER);
  await page.goto(`/card/detail?id=${card}&lang=en`);
  await page.getByRole('button', { name: /관심 카드에 추가$/ }).click();
  const dialog = page.getByRole('dialog', { name: '관심 카드' });
  await expect(dialog.getByRole('combobox', { name: '판' })).toHaveValue('북미판');
  await dialog.getByLabel('목표 가격').fill('10000');
  await dialog.getByRole('button', { name: '추가하기' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /관심 카드 설정$/ })).toHaveAttribute('aria-pressed', 'true');

  // B posts the card at 9,000원.
  const seller = await browser.newContext();
  let postId: number;
  try {
    await actAs(seller, SELLER);
    const posted = await seller.request.post('/api/trade/post/insert', {
      data: {
        params: {
          title: `관심 카드 알림 확인 (${deviceOf(testInfo)})`,
          content: '',
          lines: [{ card_id: card, card_nation: 'en', card_state: 'S급', card_price: 9000 }],
        },
      },
    });
    expect(posted.status()).toBe(200);
    postId = ((await posted.json()) as { id: number }).id;
  } finally {
    await seller.close();
  }

  // A opens the alarm centre from the header's badge, sees the alarm and follows its link to the post.
  await page.goto('/mypage/watchlist');
  await expect(page.getByText('알림 보냄').first()).toBeVisible();
  await page.getByRole('link', { name: /^읽지 않은 알림 \d+개$/ }).click();
  await expect(page).toHaveURL(/\/mypage\/alarm/);
  const alarm = page
    .getByRole('article', { name: '관심 카드 가격 알림' })
    .filter({ hasText: '9,000원 — 목표 10,000원 이하' })
    .filter({ hasText: '(북미판)' });
  await expect(alarm.first()).toBeVisible();
  await alarm.first().getByRole('link', { name: '바로가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/trade/post/read\\?id=${postId}$`));
});
