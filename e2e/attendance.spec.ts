import { expect, test } from './fixtures';
import { E2E_ATTENDEE } from './e2e-users';
import { actAs } from './sessions';

/**
 * The daily attendance check (/day_check, decision 033): a member writes a greeting and checks in; the
 * calendar stamps today, the form gives way to the day's rank, and today's list shows the member's row with
 * its rank, greeting and points. On a phone the list is a column of cards instead of a table.
 */
test(
  'a member checks in with a greeting and finds their row in today’s list',
  { tag: '@mobile' },
  async ({ page, isMobile }, testInfo) => {
    const attendee = testInfo.project.name === 'mobile' ? E2E_ATTENDEE.mobile : E2E_ATTENDEE.desktop;
    await actAs(page.context(), attendee);
    await page.goto('/day_check');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '출석체크', level: 1 })).toBeVisible();
    const calendar = main.getByRole('region', { name: '출석 달력' });
    await expect(calendar.getByText(/^\d+월 \d+일 \(오늘\)$/)).toBeAttached();
    // The points table is read from the point settings (seeded by the migrations).
    await expect(main.getByRole('table', { name: '출석 포인트 표' })).toContainText('출석할 때마다');

    const greeting = `${testInfo.project.name}에서 출석합니다 ${Date.now()}`;
    await main.getByRole('textbox', { name: '인사말' }).fill(greeting);
    await main.getByRole('button', { name: '출석하기', exact: true }).click();

    await expect(main.getByText(/^오늘 \d+등으로 출석했습니다\.$/)).toBeVisible();
    await expect(main.getByRole('textbox', { name: '인사말' })).toHaveCount(0);
    await expect(calendar.getByText(/^\d+월 \d+일 출석 \(오늘\)$/)).toBeAttached();
    await expect(calendar.locator('[data-today][data-checked]')).toBeVisible();

    const list = main.getByRole(isMobile ? 'list' : 'table', { name: '오늘의 출석부' });
    const mine = list.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: greeting });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('button', { name: `${attendee.nickname} 메뉴` })).toBeVisible();
    await expect(mine).toContainText(/\d+등/);
    await expect(mine).toContainText(/\d+P/);
    await expect(mine).toContainText('1일째');
  },
);
