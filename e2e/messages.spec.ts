import { expect, test } from './fixtures';
import { E2E_MESSAGE_PAIR } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/**
 * Private messages (/mypage/message, decision 032): a member writes to a seller from the seller's user menu
 * on a trade post; the seller sees the unread count in the header without reloading, reads the message (the sender's
 * copy then shows 읽음 with the time) and blocks the sender, whose next message is refused with a message
 * that does not reveal the block. The seller unblocks at the end, so the journey can run again.
 */
const { sender, recipient } = E2E_MESSAGE_PAIR;

/** Messages of packages/contract (messages.ts, MESSAGE_MSG) that this journey shows. */
const MSG = {
  sent: '쪽지를 보냈습니다.',
  refused: '상대방에게 쪽지를 보낼 수 없습니다.',
  blocked: '차단했습니다. 이 회원의 쪽지를 더 이상 받지 않습니다.',
  unblocked: '차단을 해제했습니다.',
};

test(
  'a member messages a seller about a trade post; the seller reads it and blocks them',
  { tag: '@mobile' },
  async ({ page, browser, contextOptions, isMobile }, testInfo) => {
    const seller = await browser.newContext(contextOptions);
    await actAs(seller, recipient);
    const postTitle = `쪽지 확인용 거래글 ${deviceOf(testInfo)} ${Date.now()}`;
    const posted = await seller.request.post('/api/trade/post/insert', {
      data: {
        params: {
          title: postTitle,
          content: '직거래 가능합니다',
          lines: [{ card_id: 'demo1-21', card_nation: 'en', card_state: 'S급', card_price: 12000 }],
        },
      },
    });
    expect(posted.status()).toBe(200);
    const postId = ((await posted.json()) as { id: number }).id;
    const sellerPage = await seller.newPage();
    // The seller's clock can be moved on, to reach the header's next poll without waiting a minute.
    await sellerPage.clock.install();
    await sellerPage.goto('/');
    const envelope = sellerPage.getByRole('banner').getByRole('link', { name: /^(쪽지함|읽지 않은 쪽지)/ });
    await expect(envelope).toHaveAccessibleName('쪽지함');

    // The buyer writes from the seller's user menu on the post (§2.21): tapped on a phone, hovered with a mouse.
    const text = `${deviceOf(testInfo)}: 아직 판매 중인가요? 직거래 원합니다.`;
    await actAs(page.context(), sender);
    await page.goto(`/trade/post/read?id=${postId}`);
    const trigger = page
      .getByRole('main')
      .getByRole('button', { name: `${recipient.nickname} 메뉴` })
      .first();
    if (isMobile) await trigger.tap();
    else await trigger.hover();
    await page.getByRole('menu').getByRole('menuitem', { name: '쪽지 보내기' }).click();
    await expect(page).toHaveURL(/\/mypage\/message\?to=/);
    await expect(page.getByRole('combobox', { name: '받는 사람' })).toHaveValue(recipient.nickname);
    await page.getByRole('textbox', { name: '내용' }).fill(text);
    await page.getByRole('button', { name: '보내기', exact: true }).click();
    await expect(page.getByText(MSG.sent)).toBeVisible();
    const outboxRow = page.getByRole('main').getByRole('link', { name: text });
    await expect(outboxRow).toBeVisible();
    await expect(page.getByRole('main').getByText('읽지 않음').first()).toBeVisible();

    // The seller's header counts it at its next poll (each minute, BADGE_POLL_MS), without a reload.
    await sellerPage.bringToFront();
    await sellerPage.clock.fastForward(61_000);
    await expect(envelope).toHaveAccessibleName('읽지 않은 쪽지 1개');
    await envelope.click();
    await expect(sellerPage).toHaveURL(/\/mypage\/message$/);
    await sellerPage.getByRole('main').getByRole('link', { name: text }).click();
    const opened = sellerPage.getByRole('article', { name: '쪽지 내용' });
    await expect(opened).toContainText(text);
    await expect(opened).toContainText(sender.nickname);
    await expect(envelope).toHaveAccessibleName('쪽지함');

    // The sender's copy now shows when it was read.
    await page.reload();
    await expect(
      page
        .getByRole('main')
        .getByText(/^읽음 \d{4}/)
        .first(),
    ).toBeVisible();

    await opened.getByRole('button', { name: '차단', exact: true }).click();
    await expect(sellerPage.getByText(MSG.blocked)).toBeVisible();
    await expect(opened.getByRole('button', { name: '차단 해제' })).toBeVisible();

    // A blocked sender is told only that the message cannot be sent. This one is written from the post's own
    // button, so it names the post.
    await page.goto(`/trade/post/read?id=${postId}`);
    await page.getByRole('main').getByRole('link', { name: '쪽지 보내기' }).click();
    await expect(page.getByText(`거래글: ${postTitle}`)).toBeVisible();
    await page.getByRole('textbox', { name: '내용' }).fill('한 번 더 여쭙니다.');
    await page.getByRole('button', { name: '보내기', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG.refused })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '내용' })).toHaveValue('한 번 더 여쭙니다.');

    await opened.getByRole('button', { name: '차단 해제' }).click();
    await expect(sellerPage.getByText(MSG.unblocked)).toBeVisible();
    await seller.close();
  },
);
