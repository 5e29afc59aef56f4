import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { E2E_ADMIN, E2E_MEMBER } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** Messages of packages/contract/src/calls/reviews.ts that this journey shows. */
const MSG = {
  deleteConfirm: '해당 리뷰를 삭제하시겠습니까?',
  blinded: '해당 평가는 관리자에 의해 블라인드 처리되었습니다.',
  blindDone: '리뷰가 블라인드되었습니다.',
};

/**
 * Each project rates its own cards of the demo set in the 북미판 edition, so the desktop and mobile runs on
 * one server never meet: `rated` gets the member's review, `rival` a 관리자 review the ranking compares it to.
 */
const CARDS = {
  desktop: { rated: 'demo1-3', rival: 'demo1-4' },
  mobile: { rated: 'demo1-5', rival: 'demo1-7' },
} as const;

/** The English name the ranking shows for a card, read from the ranking call itself. */
async function rankedName(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.post('/api/rank/rating/en', {
    data: { params: { keyword: { nation: 'en' } } },
  });
  expect(answer.status()).toBe(200);
  const rows = (await answer.json()) as { id: string; name: string }[];
  const row = rows.find((r) => r.id === id);
  expect(row, `${id} is in the rating ranking`).toBeTruthy();
  return row!.name;
}

/**
 * Sets a half-step star from the keyboard: each half star is a radio input that Enter chooses (the
 * symbols drawn over the inputs take the pointer, and half a symbol is not a stable click target).
 */
async function setStars(scope: Locator, label: '성능' | '수집', score: number) {
  await scope.getByLabel(`${label} 평점`).check();
  await scope.getByLabel(`${label} ${score}점`, { exact: true }).press('Enter');
}

function reviewSection(page: Page): Locator {
  return page.getByRole('region', { name: '카드평점' });
}

/** The card names of the ranking in screen order (desktop table or mobile list). */
function rankingOrder(page: Page): Promise<string[]> {
  return page.getByLabel('카드랭킹', { exact: true }).locator('[data-card-name]').allTextContents();
}

/** Waits until the ranking, refetched after a click, lists `upper` above `lower`. */
async function expectAbove(page: Page, upper: string, lower: string, message: string) {
  await expect
    .poll(
      async () => {
        const order = await rankingOrder(page);
        const [a, b] = [order.indexOf(upper), order.indexOf(lower)];
        return a >= 0 && b >= 0 && a < b;
      },
      { message },
    )
    .toBe(true);
}

function sortButton(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${label}`) });
}

test.describe('card reviews and the ranking', () => {
  test('a member rates, edits and deletes a review; a 관리자 blinds it; the ranking follows', async ({
    page,
    browser,
  }, testInfo) => {
    const cards = CARDS[deviceOf(testInfo) as keyof typeof CARDS];

    // A 관리자 review on the rival card: 성능 3, 수집 5.
    // The 관리자 works in a browser of their own; `request` is that browser's API client.
    const admin = await browser.newContext();
    await actAs(admin, E2E_ADMIN);
    const request = admin.request;
    const seeded = await request.post('/api/card/detail/review/insert', {
      data: {
        params: {
          card_id: cards.rival,
          text_nation: 'en',
          rate_perform_check: true,
          rate_perform: 3,
          rate_collect_check: true,
          rate_collect: 5,
          content: '비교용 평가',
        },
      },
    });
    expect(seeded.status()).toBe(200);
    const seededId = ((await seeded.json()) as { id: number }).id;
    const rivalName = await rankedName(request, cards.rival);

    // Before the member's review the rated card is not in the rating ranking.
    await page.goto('/rank?nation=en');
    const rankedNames = page.getByLabel('카드랭킹', { exact: true }).locator('[data-card-name]');
    await expect(rankedNames.filter({ hasText: rivalName }).first()).toBeVisible();
    const before = await page.request.post('/api/rank/rating/en', {
      data: { params: { keyword: { nation: 'en' } } },
    });
    expect(((await before.json()) as { id: string }[]).map((r) => r.id)).not.toContain(cards.rated);

    // The member rates the card: 성능 4.5, 수집 3.
    await actAs(page.context(), E2E_MEMBER);
    await page.goto(`/card/detail?id=${cards.rated}&lang=en`);
    const section = reviewSection(page);
    await expect(section.getByRole('group', { name: '종합' })).toContainText('0명 참여');
    const form = section.locator('form');
    await setStars(form, '성능', 4.5);
    await setStars(form, '수집', 3);
    await form.getByLabel('리뷰 내용').fill('초반 전개가 좋아요');
    await form.getByRole('button', { name: '등록' }).click();

    await expect(section.getByRole('group', { name: '성능' })).toContainText('4.50');
    await expect(section.getByRole('group', { name: '성능' })).toContainText('1명 참여');
    await expect(section.getByRole('group', { name: '수집 난이도' })).toContainText('3.00');
    await expect(section.getByText('초반 전개가 좋아요')).toBeVisible();

    // The writer edits the text and the collecting score.
    await section.getByRole('button', { name: '리뷰 수정' }).click();
    const editor = section.getByLabel('리뷰 수정 내용');
    await editor.fill('초반 전개가 아주 좋아요');
    await section.getByLabel('수집 4점', { exact: true }).last().press('Enter');
    await section.getByRole('button', { name: '수정', exact: true }).click();
    await expect(section.getByText('초반 전개가 아주 좋아요')).toBeVisible();
    await expect(section.getByRole('group', { name: '수집 난이도' })).toContainText('4.00');

    // The new rating moves the card into the ranking, above the rival when sorted by 성능평점.
    const ratedName = await rankedName(page.request, cards.rated);
    await page.goto('/rank?nation=en');
    await sortButton(page, '성능평점').click();
    await expectAbove(page, ratedName, rivalName, '성능평점: 4.5 above 3');
    // 수집평점 puts the rival (5) first; a second click on it reverses the direction.
    await sortButton(page, '수집평점').click();
    await expectAbove(page, rivalName, ratedName, '수집평점: 5 above 4');
    await sortButton(page, '수집평점').click();
    await expect(sortButton(page, '수집평점')).toHaveAttribute('data-direction', 'asc');
    await expectAbove(page, ratedName, rivalName, '수집평점 ascending: 4 above 5');
    await sortButton(page, '종합평점').click();
    await expect(sortButton(page, '종합평점')).toHaveAttribute('aria-pressed', 'true');
    // The price ranking sorts by each of its columns: the rated card sold twice (10,000원 and 30,000원),
    // the rival once (25,000원).
    const today = new Date().toISOString().slice(0, 10);
    for (const [id, price] of [
      [cards.rated, 10_000],
      [cards.rated, 30_000],
      [cards.rival, 25_000],
    ] as const) {
      const entered = await request.post('/api/admin/trade/price/insert/card', {
        data: {
          params: {
            card_id: id,
            card_nation: 'en',
            card_state: 'S급',
            card_price: price,
            card_sold: today,
            state: '판매완료',
          },
        },
      });
      expect(entered.status()).toBe(200);
    }
    const priceName = async (id: string) => {
      const answer = await request.post('/api/rank/trade/en', {
        data: { params: { keyword: { nation: 'en' } } },
      });
      return ((await answer.json()) as { id: string; name: string }[]).find((r) => r.id === id)!.name;
    };
    const [ratedPriced, rivalPriced] = [await priceName(cards.rated), await priceName(cards.rival)];
    await page.getByText('가격랭킹', { exact: true }).click();
    // The tab starts on 평균가격 descending and each click flips the clicked column's own direction
    // (rank-state.ts): 평균가격 turns ascending, 최고가격 and 거래량 (ascending until clicked) descending.
    // Each click is awaited by its new direction, not read back: read at once, the attribute could still
    // be the one before the click when the machine is busy.
    for (const [column, ratedFirst, direction] of [
      ['평균가격', false, 'asc'],
      ['최고가격', true, 'desc'],
      ['거래량', true, 'desc'],
    ] as const) {
      await sortButton(page, column).click();
      await expect(sortButton(page, column)).toHaveAttribute('aria-pressed', 'true');
      await expect(sortButton(page, column)).toHaveAttribute('data-direction', direction);
      // ratedFirst is the descending order's expectation.
      const ratedAbove = ratedFirst === (direction === 'desc');
      await expectAbove(
        page,
        ratedAbove ? ratedPriced : rivalPriced,
        ratedAbove ? rivalPriced : ratedPriced,
        column,
      );
    }

    // A 관리자 blinds the review; the member then sees the blinded text instead of the review.
    const adminPage = await admin.newPage();
    await adminPage.goto(`/card/detail?id=${cards.rated}&lang=en`);
    await reviewSection(adminPage).getByRole('button', { name: '블라인드', exact: true }).click();
    await expect(adminPage.getByText(MSG.blindDone)).toBeVisible();
    await adminPage.close();
    await page.goto(`/card/detail?id=${cards.rated}&lang=en`);
    await expect(section.getByText(MSG.blinded)).toBeVisible();
    await expect(section.getByText('초반 전개가 아주 좋아요')).toHaveCount(0);

    // The writer deletes it after the prompt; the summary goes back to no participants.
    await section.getByRole('button', { name: '리뷰 삭제' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(MSG.deleteConfirm)).toBeVisible();
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(section.getByRole('group', { name: '성능' })).toContainText('0명 참여');

    // Leave the rival card as it was for the other project's run.
    const removed = await request.post('/api/card/detail/review/delete', {
      data: { params: { id: seededId } },
    });
    expect(removed.status()).toBe(200);
    await admin.close();
  });
});
