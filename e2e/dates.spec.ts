import { expect, test } from './fixtures';
import { E2E_ADMIN } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/**
 * Times are Korean time on every screen, whatever the visitor's clock: a browser in Los Angeles sees the
 * same 'YYYY-MM-DD HH:mm' a browser in Seoul does, on screens whose times the server sends as instants
 * (the IP ban list) and on screens whose times it writes itself (reviews).
 */
test.use({ timezoneId: 'America/Los_Angeles' });

/** Each project works on its own card and address, so the desktop and mobile runs never meet. */
const RUNS = {
  desktop: { card: 'demo1-18', ip: '198.51.100.31' },
  mobile: { card: 'demo1-19', ip: '198.51.100.32' },
} as const;

const seoulMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const seoul = (instant: string | number) => seoulMinute.format(new Date(instant));

test('a browser outside Korea shows Korean times in one style', async ({ page }, testInfo) => {
  const run = RUNS[deviceOf(testInfo) as keyof typeof RUNS];
  await actAs(page.context(), E2E_ADMIN);
  const before = Date.now();

  const banned = await page.request.post('/api/admin/user/ban_ip/add', {
    data: { params: { ip: run.ip, reason: '시간 표시 확인' } },
  });
  expect(banned.status()).toBe(200);
  const { created } = (await banned.json()) as { created: string };
  const reviewed = await page.request.post('/api/card/detail/review/insert', {
    data: {
      params: {
        card_id: run.card,
        text_nation: 'en',
        rate_perform_check: true,
        rate_perform: 4,
        rate_collect_check: false,
        rate_collect: 0,
        content: '시간 표시 확인',
      },
    },
  });
  expect(reviewed.status()).toBe(200);
  const reviewId = ((await reviewed.json()) as { id: number }).id;
  const after = Date.now();

  try {
    // The browser's own clock really is in Los Angeles.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    );

    await page.goto('/admin/user/ban_ip');
    const row = page
      .getByRole('table', { name: '차단된 아이피' })
      .getByRole('row')
      .filter({ hasText: run.ip });
    await expect(row).toContainText(seoul(created));

    await page.goto(`/card/detail?id=${run.card}&lang=en`);
    const review = page.getByRole('article', { name: `${E2E_ADMIN.nickname}님의 리뷰` });
    await expect(review).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const shown = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.exec((await review.textContent()) ?? '')![0];
    expect(shown >= seoul(before) && shown <= seoul(after), `${shown} is the Korean time of the review`).toBe(
      true,
    );
  } finally {
    const unbanned = await page.request.post('/api/admin/user/ban_ip/delete', {
      data: { params: { ip: run.ip } },
    });
    expect(unbanned.status()).toBe(200);
    const removed = await page.request.post('/api/card/detail/review/delete', {
      data: { params: { id: reviewId } },
    });
    expect(removed.status()).toBe(200);
  }
});
