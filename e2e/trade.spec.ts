import { expect, test, type Locator, type Page } from './fixtures';
import { E2E_ADMIN, E2E_MEMBER } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** Messages of packages/contract (calls/trade.ts, messages.ts, trade-stats) that this journey shows. */
const MSG = {
  priceCreated: '가격정보가 정상적으로 추가되었습니다',
  overseas: '해당 카드는 아직 국내에 거래 이력이 없어 해외 거래 시세로 적용되었습니다.',
  soldDone: '판매완료로 변경되었습니다.',
};

/**
 * Each project trades its own demo-set cards in the 북미판 edition (the only one the demo set has), each
 * alone in its price group (no other print shares its series, name and rarity), so the desktop and mobile
 * runs on one server never meet and no other spec prices or rates them (reviews.spec.ts uses demo1-3, -4,
 * -5 and -7): `traded` gets two sale posts, `overseas` one admin-entered price.
 */
const CARDS = {
  desktop: { traded: 'demo1-9', tradedName: 'Wartortle', overseas: 'demo1-10' },
  mobile: { traded: 'demo1-16', tradedName: 'Meowth', overseas: 'demo1-17' },
} as const;

/** Script errors fail the test; images that cannot be fetched (this machine is offline) are expected. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The value under a statistics tile's label. */
function statTile(page: Page, label: string): Locator {
  return page.getByText(label, { exact: true }).locator('xpath=..');
}

test.describe('card trade posts and the card page statistics', () => {
  test(
    'two sellers post a card, the card page averages them, a sale finishes, and a 관리자 enters an overseas price',
    { tag: '@mobile' },
    async ({ page, browser, isMobile }, testInfo) => {
      const errors = watchPageErrors(page);
      const cards = CARDS[deviceOf(testInfo) as keyof typeof CARDS];
      const memberTitle = `${cards.tradedName} S급 팝니다 (${deviceOf(testInfo)})`;
      const adminTitle = `${cards.tradedName} A급 판매 (${deviceOf(testInfo)})`;

      // The member writes a sale post through the form, picking the card in the card search.
      await actAs(page.context(), E2E_MEMBER);
      await page.goto('/trade/post/write');
      await page.getByLabel('제목').fill(memberTitle);
      await page.getByLabel('내용').fill('상태 좋습니다. 사진은 https://example.com/photo 참고');
      await page.getByRole('button', { name: '카드 추가' }).click();
      const picker = page.getByRole('dialog', { name: '카드 선택' });
      // The picker opens on the newest Korean set (when there is one); clear that filter to search them all.
      if (isMobile) await picker.getByRole('button', { name: '필터 펼치기' }).click();
      await picker.getByRole('button', { name: '초기화' }).click();
      await picker.getByRole('combobox', { name: '검색어' }).fill(cards.tradedName);
      await picker.getByRole('button', { name: '검색', exact: true }).click();
      const result = picker
        .getByTestId('search-result')
        .filter({ has: page.locator(`a[href$="id=${cards.traded}"]`) });
      await result.getByRole('button', { name: '선택' }).click();
      const cardDialog = page.getByRole('dialog', { name: '카드 정보' });
      await cardDialog.getByRole('button', { name: '북미판 카드 선택' }).click();
      const line = page.getByRole('group', { name: `${cards.tradedName} 거래 카드` });
      await expect(line.getByLabel('카드 상태')).toHaveValue('S급');
      // Searching in the picker did not submit (or check) the post form.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await line.getByLabel('가격').fill('12000원');
      await expect(line.getByLabel('가격')).toHaveValue('12,000');
      await page.getByRole('button', { name: '등록하기' }).click();
      await expect(page).toHaveURL(/\/trade\/post\/read\?id=\d+$/);
      await expect(page.getByRole('heading', { name: memberTitle })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: cards.tradedName })).toContainText(
        '12,000원',
      );
      const memberPostUrl = page.url();

      // A second seller (the 관리자) posts the same card at A급 for 8,000원.
      const admin = await browser.newContext();
      try {
        await actAs(admin, E2E_ADMIN);
        const posted = await admin.request.post('/api/trade/post/insert', {
          data: {
            params: {
              title: adminTitle,
              content: '',
              lines: [{ card_id: cards.traded, card_nation: 'en', card_state: 'A급', card_price: 8000 }],
            },
          },
        });
        expect(posted.status()).toBe(200);
      } finally {
        await admin.close();
      }

      // The card page averages the two trades, plots them and lists both posts.
      await page.goto(`/card/detail?id=${cards.traded}&lang=en`);
      await expect(statTile(page, '평균가(모든등급)')).toContainText('10,000원');
      await expect(statTile(page, '거래등록')).toContainText('2건');
      await expect(page.getByRole('img', { name: '가격 차트' })).toBeVisible();
      await expect(page.getByText('판매글 없음')).toHaveCount(0);
      const chart = await page.request.post('/api/card/detail/trade/chart', {
        data: { params: { ids: [cards.traded], card_nation: 'en', month: 1 } },
      });
      const rows = (await chart.json()) as Array<{ S_price: number; A_price: number }>;
      expect(rows).toEqual([expect.objectContaining({ S_price: 12000, A_price: 8000 })]);
      const recent = page.getByRole('region', { name: '최근 카드거래 글' });
      await expect(recent.getByText(memberTitle)).toBeVisible();
      await expect(recent.getByText(adminTitle)).toBeVisible();

      // The member marks the S급 card sold: it moves to 거래완료.
      await page.goto(memberPostUrl);
      await page.getByRole('button', { name: '판매완료로 변경' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '판매완료' }).click();
      await expect(page.getByText(MSG.soldDone)).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: cards.tradedName })).toContainText(
        '판매완료',
      );
      await page.goto(`/card/detail?id=${cards.traded}&lang=en`);
      await expect(statTile(page, '거래완료')).toContainText('1건 · 12,000원');
      await expect(statTile(page, '거래등록')).toContainText('1건 · 8,000원');

      // The 관리자 enters an overseas price for a card nobody traded: the summary shows the overseas notice.
      const adminContext = await browser.newContext();
      try {
        await actAs(adminContext, E2E_ADMIN);
        const adminPage = await adminContext.newPage();
        await adminPage.goto(`/card/detail?id=${cards.overseas}&lang=en`);
        await expect(adminPage.getByText(MSG.overseas)).toHaveCount(0);
        await adminPage.getByRole('button', { name: '가격 등록' }).click();
        const dialog = adminPage.getByRole('dialog', { name: '가격 등록' });
        await dialog.getByLabel('가격', { exact: true }).fill('30000');
        await dialog.getByRole('button', { name: '추가하기' }).click();
        await expect(adminPage.getByText(MSG.priceCreated)).toBeVisible();
        await expect(adminPage.getByText(MSG.overseas)).toBeVisible();
        await expect(statTile(adminPage, '평균가(모든등급)')).toContainText('30,000원');
      } finally {
        await adminContext.close();
      }
      expect(errors).toEqual([]);
    },
  );
});
