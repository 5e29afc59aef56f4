import { expect, test } from './fixtures';
import { E2E_ADMIN } from './e2e-users';
import { deviceOf } from './device';

/** A visitor address from the documentation range, sent as X-Forwarded-For (the server trusts its proxy here). */
const VISITOR_IP = '203.0.113.7';
const BLOCKED = '이 아이피는 운영자에 의해 차단되었습니다.';

test.describe('IP ban', () => {
  test('a banned IP sees the blocking screen and its API calls are refused', async ({
    browser,
    request,
  }, testInfo) => {
    const ip = `${VISITOR_IP.slice(0, -1)}${deviceOf(testInfo) === 'desktop' ? 7 : 8}`;
    const login = await request.post('/api/auth/login', {
      data: { params: { user_id: E2E_ADMIN.id, password: E2E_ADMIN.password } },
    });
    expect(login.status()).toBe(200);
    const add = await request.post('/api/admin/user/ban_ip/add', {
      data: { params: { ip, reason: '테스트 차단' } },
    });
    expect(add.status()).toBe(200);

    const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
    try {
      const page = await visitor.newPage();
      await page.goto('/');
      await expect(page.getByText(BLOCKED)).toBeVisible();
      const refused = await visitor.request.post('/api/card/detail/isExist', {
        data: { params: { id: 'x' } },
      });
      expect(refused.status()).toBe(403);
    } finally {
      await visitor.close();
      const removed = await request.post('/api/admin/user/ban_ip/delete', { data: { params: { ip } } });
      expect(removed.status()).toBe(200);
    }
    // Unbanned, the same visitor gets the site again.
    const again = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const page = await again.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(BLOCKED)).toHaveCount(0);
    await again.close();
  });
});
