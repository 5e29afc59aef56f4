import { expect, test, type Locator, type Page } from './fixtures';
import { E2E_MANAGER } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/**
 * The user popup menu of §2.21 wherever a member's nickname is shown: here a review on the card page, the
 * member's trade post and their trade log. Entries whose screens exist are links; the others are shown
 * disabled. Each project works on its own card.
 */
const CARDS = { desktop: 'demo1-21', mobile: 'demo1-22' } as const;
const NICKNAME = E2E_MANAGER.nickname;

/** Opens the menu of the nickname inside `scope`: by hovering with a mouse, by tapping on a phone. */
async function openMenu(page: Page, scope: Locator, isMobile: boolean): Promise<Locator> {
  const trigger = scope.getByRole('button', { name: `${NICKNAME} 메뉴` }).first();
  await expect(trigger).toBeVisible();
  if (isMobile) await trigger.tap();
  else await trigger.hover();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function expectEntries(menu: Locator) {
  await expect(menu.getByRole('menuitem', { name: '전적 보기' })).toHaveAttribute(
    'href',
    `/record?user_id=${encodeURIComponent(E2E_MANAGER.id)}`,
  );
  await expect(menu.getByRole('menuitem', { name: '쪽지 보내기' })).toHaveAttribute(
    'href',
    `/mypage/message?to=${encodeURIComponent(NICKNAME)}`,
  );
  await expect(menu.getByRole('menuitem', { name: '게시글 보기' })).toHaveAttribute(
    'href',
    `/mypage/profile?user_id=${E2E_MANAGER.id}`,
  );
  await expect(menu.getByRole('menuitem', { name: '거래내역 보기' })).toHaveAttribute(
    'href',
    `/trade/log?nickname=${encodeURIComponent(NICKNAME)}`,
  );
  // A new member shows their collection (collection_show starts true).
  await expect(menu.getByRole('menuitem', { name: '콜렉션 보기' })).toHaveAttribute(
    'href',
    `/collection/list?nickname=${encodeURIComponent(NICKNAME)}`,
  );
}

test(
  "a member's nickname opens the user menu",
  { tag: '@mobile' },
  async ({ page, browser, isMobile }, testInfo) => {
    const card = CARDS[deviceOf(testInfo) as keyof typeof CARDS];
    const writer = await browser.newContext();
    await actAs(writer, E2E_MANAGER);
    const reviewed = await writer.request.post('/api/card/detail/review/insert', {
      data: {
        params: {
          card_id: card,
          text_nation: 'en',
          rate_perform_check: true,
          rate_perform: 4,
          rate_collect_check: false,
          rate_collect: 0,
          content: '메뉴 확인용 평가',
        },
      },
    });
    expect(reviewed.status()).toBe(200);
    const posted = await writer.request.post('/api/trade/post/insert', {
      data: {
        params: {
          title: `메뉴 확인용 거래글 ${deviceOf(testInfo)}`,
          content: '',
          lines: [{ card_id: card, card_nation: 'en', card_state: 'S급', card_price: 5000 }],
        },
      },
    });
    expect(posted.status()).toBe(200);
    const postId = ((await posted.json()) as { id: number }).id;

    try {
      await page.goto(`/card/detail?id=${card}&lang=en`);
      const review = page.getByRole('article', { name: `${NICKNAME}님의 리뷰` });
      await expectEntries(await openMenu(page, review, isMobile));

      await page.goto(`/trade/post/read?id=${postId}`);
      const menu = await openMenu(page, page.getByRole('main'), isMobile);
      await expectEntries(menu);
      await menu.getByRole('menuitem', { name: '거래내역 보기' }).click();
      await expect(page).toHaveURL(/\/trade\/log\?nickname=/);
      await expect(page.getByRole('heading', { name: `${NICKNAME}님의 거래내역` })).toBeVisible();

      // The log lists the member's lines, each with the same menu.
      const lines = page.getByRole('main');
      await expectEntries(await openMenu(page, lines, isMobile));
    } finally {
      const reviewId = ((await reviewed.json()) as { id: number }).id;
      await writer.request.post('/api/card/detail/review/delete', { data: { params: { id: reviewId } } });
      await writer.request.post('/api/trade/post/delete', { data: { params: { id: postId } } });
      await writer.close();
    }
  },
);
