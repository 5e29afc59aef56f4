import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_REPORT_PAIRS } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/**
 * Member reports (decision 032): a member reports another from the user menu on that member's trade post;
 * a 관리자 finds the member at /admin/user/reported with the count, bans them through the ban dialog of the
 * member administration and marks the report 처리; the reporter then has the outcome among their alarms.
 */
test(
  'a member reports another, and a 관리자 bans them and decides the report',
  { tag: '@mobile' },
  async ({ page, browser, contextOptions, isMobile }, testInfo) => {
    const { reporter, reported } = E2E_REPORT_PAIRS[deviceOf(testInfo) as keyof typeof E2E_REPORT_PAIRS];
    const writer = await browser.newContext(contextOptions);
    await actAs(writer, reported);
    const posted = await writer.request.post('/api/trade/post/insert', {
      data: {
        params: {
          title: '신고 확인용 거래글',
          content: '선입금만 받습니다',
          lines: [{ card_id: 'demo1-21', card_nation: 'en', card_state: 'S급', card_price: 9000 }],
        },
      },
    });
    expect(posted.status()).toBe(200);
    const postId = ((await posted.json()) as { id: number }).id;
    await writer.close();

    await actAs(page.context(), reporter);
    await page.goto(`/trade/post/read?id=${postId}`);
    // The user menu opens on a tap on a phone, on hover with a mouse.
    const trigger = page.getByRole('main').getByRole('button', { name: `${reported.nickname} 메뉴` });
    if (isMobile) await trigger.tap();
    else await trigger.hover();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: '신고하기' }).click();
    const dialog = page.getByRole('dialog', { name: '신고하기' });
    await dialog.getByLabel('사기 의심').check();
    await dialog.getByLabel('신고 내용').fill('입금을 요구하고 연락이 끊겼습니다.');
    await dialog.getByRole('button', { name: '신고하기' }).click();
    await expect(page.getByText('신고가 접수되었습니다. 운영진이 확인 후 처리합니다.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const staff = await browser.newContext(contextOptions);
    await actAs(staff, E2E_ADMIN);
    const admin = await staff.newPage();
    await admin.goto('/admin/user/reported');
    const table = admin.getByRole('table', { name: '신고된 회원' });
    const row = table.getByRole('row').filter({ hasText: reported.id });
    await expect(row).toContainText('1건');
    await expect(row).toContainText('사기 의심');
    await row.getByRole('button', { name: '신고 보기' }).click();

    const panel = admin.getByRole('region', { name: '회원 신고 내역' });
    await expect(panel).toContainText('입금을 요구하고 연락이 끊겼습니다.');
    await panel.getByRole('button', { name: '밴', exact: true }).click();
    const ban = admin.getByRole('dialog', { name: '회원 밴' });
    await ban.getByLabel('사유').fill('거래 사기 신고');
    await ban.getByRole('button', { name: '밴하기' }).click();
    await expect(admin.getByText('회원을 밴했습니다.')).toBeVisible();
    await expect(panel).toContainText('밴 유저');

    await panel.getByRole('button', { name: '대기 신고 모두 처리' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '처리', exact: true }).click();
    await expect(admin.getByText('신고를 처리했습니다.')).toBeVisible();
    await expect(panel.getByRole('article').first()).toContainText(`처리 · ${E2E_ADMIN.id}`);
    await staff.close();

    await page.goto('/mypage/alarm');
    await expect(page.getByText(`${reported.nickname}님에 대한 신고가 처리되었습니다.`)).toBeVisible();
  },
);
