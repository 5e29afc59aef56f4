import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POLICY_PAGES_MSG, policyPageCalls as calls } from '@carddogam/contract/calls/policy-pages';
import { MSG } from '@carddogam/contract/messages';
import { staffActionLog } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** The policy pages' texts: anyone reads, 관리자 rewrites them (cleaned on the server) or goes back to the built-in. */
describe('policy page texts', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let manager: Record<string, string>;
  let adminNickname = '';

  beforeAll(async () => {
    t = await createTestApp();
    const adminRow = await createMember(t, { type: '관리자' });
    adminNickname = adminRow.nickname;
    admin = await sessionCookie(t, adminRow.userId);
    manager = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
  });
  afterAll(() => t.close());

  const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

  it('answers no text for a page nothing was saved for, so the built-in text shows', async () => {
    for (const page of ['rule', 'privacy', 'denyemail', 'creditsandcontact'] as const) {
      expect(await t.call(calls.read, { page })).toEqual({
        page,
        text: null,
        updated: null,
        updated_by: null,
      });
    }
  });

  it('saves a 관리자 text that every visitor then reads, and logs the change', async () => {
    const text = '시행일 2026-12-01\n## 제1조 (목적)\n새 약관입니다.\n1. 첫째 항목';
    const saved = await t.call(calls.save, { page: 'rule', text }, admin);
    expect(saved).toMatchObject({ page: 'rule', text, updated_by: adminNickname });
    expect(saved.updated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await t.call(calls.read, { page: 'rule' })).toEqual(saved);
    // The other pages keep their built-in texts.
    expect((await t.call(calls.read, { page: 'privacy' })).text).toBeNull();

    await t.call(calls.save, { page: 'rule', text: '## 제1조 (목적)\n고친 약관' }, admin);
    const logged = await t.services.db
      .select()
      .from(staffActionLog)
      .where(eq(staffActionLog.action, 'site_setting.policy'));
    expect(logged.map((row) => [row.targetId, row.before, row.after])).toEqual([
      ['policy:rule', null, text],
      ['policy:rule', text, '## 제1조 (목적)\n고친 약관'],
    ]);
  });

  it('removes markup and control characters the way board posts are cleaned, keeping the lines', async () => {
    const dirty =
      '## <b>제2조</b> (정의)\r\n<script>alert(1)</script>회원 &amp; 게시물\u0007\n<img src=x onerror=alert(1)>\n\n\n\n- a < b';
    const saved = await t.call(calls.save, { page: 'denyemail', text: dirty }, admin);
    expect(saved.text).toBe('## 제2조 (정의)\n회원 & 게시물\n\n- a < b');
  });

  it('refuses an empty text, one that is only markup, one too long and an unknown page with a 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ page: 'rule', text: '   \n ' }, POLICY_PAGES_MSG.textRequired],
      [{ page: 'rule', text: '<p></p><script>x</script>' }, POLICY_PAGES_MSG.textRequired],
      [{ page: 'rule', text: '가'.repeat(50_001) }, POLICY_PAGES_MSG.textTooLong],
      [{ page: 'pointguide', text: '내용' }, POLICY_PAGES_MSG.pageInvalid],
      [{ page: 'rule' }, POLICY_PAGES_MSG.textRequired],
    ];
    for (const [params, message] of cases) {
      const res = await t.post(calls.save.path, { params }, admin);
      expect(res.status, JSON.stringify(params).slice(0, 80)).toBe(400);
      expect(errorOf(res.body)).toContain(message);
    }
    expect((await t.post(calls.read.path, { params: { page: '../etc' } })).status).toBe(400);
    expect((await t.call(calls.read, { page: 'rule' })).text).toBe('## 제1조 (목적)\n고친 약관');
  });

  it('goes back to the built-in text on reset, logged, and a second reset changes nothing', async () => {
    expect(await t.call(calls.reset, { page: 'rule' }, admin)).toEqual({
      page: 'rule',
      text: null,
      updated: null,
      updated_by: null,
    });
    expect((await t.call(calls.read, { page: 'rule' })).text).toBeNull();
    await t.call(calls.reset, { page: 'rule' }, admin);
    const resets = (
      await t.services.db
        .select()
        .from(staffActionLog)
        .where(eq(staffActionLog.action, 'site_setting.policy'))
    ).filter((row) => row.targetId === 'policy:rule' && row.after === null);
    expect(resets).toHaveLength(1);
  });

  it('keeps saving and resetting to 관리자: 403 for other staff, 401 for a guest', async () => {
    for (const [path, params] of [
      [calls.save.path, { page: 'privacy', text: '바꾼 방침' }],
      [calls.reset.path, { page: 'privacy' }],
    ] as const) {
      const res = await t.post(path, { params }, manager);
      expect(res.status, path).toBe(403);
      expect(errorOf(res.body)).toBe(MSG.adminOnly);
      expect((await t.post(path, { params })).status, path).toBe(401);
    }
    expect((await t.call(calls.read, { page: 'privacy' })).text).toBeNull();
  });
});
