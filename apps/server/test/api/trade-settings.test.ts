import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tradeCalls } from '@carddogam/contract/calls/trade';
import {
  TRADE_SETTINGS_DEFAULTS,
  TRADE_SETTINGS_MSG,
  tradeSettingsCalls as calls,
  type TradeSettings,
} from '@carddogam/contract/calls/trade-settings';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import { MSG } from '@carddogam/contract/messages';
import { staffActionLog } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';

/** /admin/trade/etc (decision 037): each option is validated and changes what the trade code does. */
describe('trade options', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let writer: Record<string, string>;
  let cardId = '';

  beforeAll(async () => {
    t = await createTestApp();
    cardId = await insertCard(t.services.db, { kr: { name: '피카츄' } });
    admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    writer = await sessionCookie(t, (await createMember(t)).userId);
  });
  afterAll(() => t.close());

  const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;
  const line = (price: number) => ({
    card_id: cardId,
    card_nation: 'kr' as const,
    card_state: 'S급' as const,
    card_price: price,
  });
  const post = (fields: Record<string, unknown> = {}) => ({
    title: '피카츄 팝니다',
    lines: [line(1000)],
    ...fields,
  });
  const save = (changes: Partial<TradeSettings>) =>
    t.call(calls.save, { ...TRADE_SETTINGS_DEFAULTS, ...changes }, admin);
  const image = (n: number) => `/upload/trade/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.webp`;

  it('starts from the constants and refuses bad values with a Korean message', async () => {
    expect(await t.call(calls.get, undefined, admin)).toEqual({
      settings: TRADE_SETTINGS_DEFAULTS,
      defaults: TRADE_SETTINGS_DEFAULTS,
      updated: null,
      updated_by: null,
    });
    expect(await t.call(calls.limits)).toEqual({ max_images: 10, max_lines: 30 });
    const cases: Array<[Partial<Record<keyof TradeSettings, unknown>>, string]> = [
      [{ max_images: 11 }, TRADE_SETTINGS_MSG.maxImagesInvalid],
      [{ max_images: -1 }, TRADE_SETTINGS_MSG.maxImagesInvalid],
      [{ max_lines: 0 }, TRADE_SETTINGS_MSG.maxLinesInvalid],
      [{ max_lines: 2.5 }, TRADE_SETTINGS_MSG.maxLinesInvalid],
      [{ recent_posts: '다섯' }, TRADE_SETTINGS_MSG.recentPostsInvalid],
      [{ recent_posts: 21 }, TRADE_SETTINGS_MSG.recentPostsInvalid],
    ];
    for (const [bad, message] of cases) {
      const res = await t.post(calls.save.path, { params: { ...TRADE_SETTINGS_DEFAULTS, ...bad } }, admin);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res.body)).toContain(message);
    }
  });

  it('max_images: a post with more pictures than the setting is refused', async () => {
    await save({ max_images: 1 });
    const res = await t.post(
      tradeCalls.insert.path,
      { params: post({ images: [image(1), image(2)] }) },
      writer,
    );
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toBe(TRADE_SETTINGS_MSG.tooManyImages(1));
    expect(await t.call(calls.limits)).toEqual({ max_images: 1, max_lines: 30 });
    await save({});
  });

  it('max_lines: a post or an edit with more card lines than the setting is refused', async () => {
    const { id } = await t.call(tradeCalls.insert, post({ lines: [line(1000), line(2000)] }), writer);
    await save({ max_lines: 1 });
    const created = await t.post(
      tradeCalls.insert.path,
      { params: post({ lines: [line(1), line(2)] }) },
      writer,
    );
    expect(created.status).toBe(400);
    expect(errorOf(created.body)).toBe(TRADE_SETTINGS_MSG.tooManyLines(1));
    const edited = await t.post(
      tradeCalls.update.path,
      { params: { id, ...post({ lines: [line(1), line(2)] }) } },
      writer,
    );
    expect(edited.status).toBe(400);
    expect(errorOf(edited.body)).toBe(TRADE_SETTINGS_MSG.tooManyLines(1));
    await t.call(tradeCalls.insert, post(), writer);
    await save({});
  });

  it('recent_posts: the card statistics list that many recent trade posts', async () => {
    for (let i = 0; i < 3; i += 1) await t.call(tradeCalls.insert, post({ title: `피카츄 ${i}` }), writer);
    const recent = async () =>
      (await t.call(tradeStatsCalls.stats, { card_id: cardId, card_nation: 'kr' })).recent_posts.length;
    expect(await recent()).toBe(5);
    await save({ recent_posts: 2 });
    expect(await recent()).toBe(2);

    const stored = await t.call(calls.get, undefined, admin);
    expect(stored.settings).toEqual({ ...TRADE_SETTINGS_DEFAULTS, recent_posts: 2 });
    expect(stored.updated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const logged = await t.services.db
      .select()
      .from(staffActionLog)
      .where(eq(staffActionLog.action, 'site_setting.trade'));
    expect(logged.at(-1)).toMatchObject({ before: TRADE_SETTINGS_DEFAULTS, after: stored.settings });
  });

  it('refuses the admin calls to a member (403) and a guest (401)', async () => {
    for (const [path, params] of [
      [calls.get.path, {}],
      [calls.save.path, TRADE_SETTINGS_DEFAULTS],
    ] as const) {
      const res = await t.post(path, { params }, writer);
      expect(res.status, path).toBe(403);
      expect(errorOf(res.body)).toBe(MSG.adminOnly);
      expect((await t.post(path, { params })).status, path).toBe(401);
    }
  });
});
