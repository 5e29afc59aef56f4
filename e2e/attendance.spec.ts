import { expect, test } from './fixtures';
import { E2E_ATTENDEE } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** ATTENDANCE_MSG.empty of packages/contract: today's list before anyone checked in. */
const ATTENDANCE_EMPTY = '오늘 첫 번째로 출석해보세요!';

/**
 * The daily attendance check (/day_check, decision 033): a member writes a greeting and checks in; the
 * calendar stamps today, the form gives way to the day's rank, and today's list shows the member's row with
 * its rank, greeting and points. On a phone the list is a column of cards instead of a table.
 */
test(
  'a member checks in with a greeting and finds their row in today’s list',
  { tag: '@mobile' },
  async ({ page, isMobile }, testInfo) => {
    const attendee = deviceOf(testInfo) === 'mobile' ? E2E_ATTENDEE.mobile : E2E_ATTENDEE.desktop;
    await actAs(page.context(), attendee);
    await page.goto('/day_check');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '출석체크', level: 1 })).toBeVisible();
    const calendar = main.getByRole('region', { name: '출석 달력' });
    await expect(calendar.getByText(/^\d+월 \d+일 \(오늘\)$/)).toBeAttached();
    // The points table is read from the point settings (seeded by the migrations).
    await expect(main.getByRole('table', { name: '출석 포인트 표' })).toContainText('출석할 때마다');

    // Whoever checked in before (the other project, when both share a server) comes first.
    const list = main.getByRole(isMobile ? 'list' : 'table', { name: '오늘의 출석부' });
    await expect(list.or(main.getByText(ATTENDANCE_EMPTY))).toBeVisible();
    const earlier = (await list.count()) === 0 ? 0 : await list.getByText(/^\d+등$/).count();

    const greeting = `${deviceOf(testInfo)}에서 출석합니다 ${Date.now()}`;
    await main.getByRole('textbox', { name: '인사말' }).fill(greeting);
    await main.getByRole('button', { name: '출석하기', exact: true }).click();

    await expect(main.getByText(/^오늘 \d+등으로 출석했습니다\.$/)).toBeVisible();
    await expect(main.getByRole('textbox', { name: '인사말' })).toHaveCount(0);
    await expect(calendar.getByText(/^\d+월 \d+일 출석 \(오늘\)$/)).toBeAttached();
    await expect(calendar.locator('[data-today][data-checked]')).toBeVisible();

    const mine = list.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: greeting });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('button', { name: `${attendee.nickname} 메뉴` })).toBeVisible();
    // On a fresh server this member is the day's 1등.
    await expect(mine).toContainText(`${earlier + 1}등`);
    await expect(main.getByText(`오늘 ${earlier + 1}등으로 출석했습니다.`)).toBeVisible();
    await expect(mine).toContainText(/\d+P/);
    await expect(mine).toContainText('1일째');
  },
);
