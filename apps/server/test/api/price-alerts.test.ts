import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { tradeCalls } from '@carddogam/contract/calls/trade';
import { tradeAdminCalls } from '@carddogam/contract/calls/trade-admin';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import { WATCHLIST_MSG as M, watchlistCalls as calls, type WatchInput } from '@carddogam/contract/calls/watchlist';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { alarm, users } from '../../src/db/schema/index';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, mailsTo, sessionCookie } from '../helpers/members';

/**
 * Watchlist alerts fired by price records (decision 039): once per crossing, re-armed by a record above
 * the target or by the member, never by the watcher's own records, from every writer of price records.
 */
describe('price alerts', () => {
  let t: TestApp;
  let cardId = '';
  let watcher = { userId: '', email: '', cookie: {} as Record<string, string> };
  const as = { seller: {}, quiet: {}, admin: {} } as Record<'seller' | 'quiet' | 'admin', Record<string, string>>;
  let quietId = '';

  const watch = async (who: Record<string, string>, fields: Partial<WatchInput>) =>
    (await t.call(calls.insert, { card_id: cardId, nation: 'kr', ...fields }, who)).id;
  const sell = async (
    who: Record<string, string>,
    price: number,
    line: Record<string, unknown> = {},
  ): Promise<number> =>
    (
      await t.call(
        tradeCalls.insert,
        {
          title: '리자몽 ex 팝니다',
          lines: [{ card_id: cardId, card_nation: 'kr', card_state: 'S급', card_price: price, ...line }],
        },
        who,
      )
    ).id;
  const alarmsOf = (userId: string) =>
    t.services.db
      .select()
      .from(alarm)
      .where(and(eq(alarm.target, userId), eq(alarm.kind, M.alarmKind)))
      .orderBy(asc(alarm.id));
  const entry = async (who: Record<string, string>, id: number) =>
    (await t.call(calls.list, {}, who)).rows.find((row) => row.id === id)!;

  beforeAll(async () => {
    // A few more connections than the default, for the ten writes at once of the last test.
    t = await createTestApp({}, { poolSize: 12 });
    cardId = await insertCard(t.services.db, { kr: { name: '리자몽 ex' } });
    const member = await createMember(t);
    await t.services.db.update(users).set({ emailAlarmAgree: true }).where(eq(users.userId, member.userId));
    watcher = { userId: member.userId, email: member.email, cookie: await sessionCookie(t, member.userId) };
    as.seller = await sessionCookie(t, (await createMember(t)).userId);
    const quiet = await createMember(t);
    quietId = quiet.userId;
    as.quiet = await sessionCookie(t, quiet.userId);
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
  });
  afterAll(() => t.close());

  it('fires once when crossed, not on a cheaper record, and again after a record above the target re-arms it', async () => {
    const id = await watch(watcher.cookie, { card_state: 'S급', alert_kind: 'price_at_most', target_price: 10_000 });

    await sell(as.seller, 12_000);
    expect(await alarmsOf(watcher.userId)).toHaveLength(0);

    const crossing = await sell(as.seller, 9_000);
    const fired = await alarmsOf(watcher.userId);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({
      audience: 'member',
      title: M.alarmTitle,
      content: '리자몽 ex (국내판) S급 9,000원 — 목표 10,000원 이하',
      link: `/trade/post/read?id=${crossing}`,
      isRead: false,
    });
    expect(await entry(watcher.cookie, id)).toMatchObject({ armed: false, fired_post_id: crossing });

    // Still under the target, a different condition, and the watcher's own record: no new alarm.
    await sell(as.seller, 8_000);
    await sell(as.seller, 5_000, { card_state: 'A급' });
    expect(await alarmsOf(watcher.userId)).toHaveLength(1);

    // The price goes back above the target: armed again, without an alarm.
    await sell(as.seller, 11_000);
    expect(await entry(watcher.cookie, id)).toMatchObject({ armed: true });
    expect(await alarmsOf(watcher.userId)).toHaveLength(1);

    const again = await sell(as.seller, 9_500);
    const after = await alarmsOf(watcher.userId);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      content: '리자몽 ex (국내판) S급 9,500원 — 목표 10,000원 이하',
      link: `/trade/post/read?id=${again}`,
    });

    // The watcher agreed to alarm mails: one mail per alarm, after the commit.
    await vi.waitFor(async () => expect(await mailsTo(t, watcher.email)).toHaveLength(2));
    const mail = (await mailsTo(t, watcher.email))[0]!;
    expect(mail).toContain('리자몽 ex (국내판) S급 9,000원');
    expect(mail).toContain(`/trade/post/read?id=${crossing}`);
    await t.call(calls.remove, { id }, watcher.cookie);
  });

  it('fires again after the member re-arms it by hand, and has nothing to re-arm without an alert', async () => {
    const id = await watch(as.quiet, { card_state: 'S급', alert_kind: 'price_at_most', target_price: 7_000 });
    await sell(as.seller, 6_000);
    await sell(as.seller, 6_500);
    expect(await alarmsOf(quietId)).toHaveLength(1);
    expect((await entry(as.quiet, id)).armed).toBe(false);

    const rearm = await t.call(calls.rearm, { id }, as.quiet);
    expect(rearm.message).toBe(M.rearmed);
    expect((await entry(as.quiet, id)).armed).toBe(true);
    await sell(as.seller, 6_800);
    expect(await alarmsOf(quietId)).toHaveLength(2);

    const stranger = await t.post(calls.rearm.path, { params: { id } }, as.seller);
    expect(stranger.status).toBe(404);
    expect((stranger.body as { error: { message: string } }).error.message).toBe(M.missing);

    const plain = await watch(as.quiet, { card_state: 'B급' });
    const nothing = await t.post(calls.rearm.path, { params: { id: plain } }, as.quiet);
    expect(nothing.status).toBe(400);
    expect((nothing.body as { error: { message: string } }).error.message).toBe(M.noAlert);

    // A member who did not agree to alarm mails gets the alarm only.
    const quiet = (await t.services.db.select().from(users).where(eq(users.userId, quietId)))[0]!;
    expect(await mailsTo(t, quiet.email)).toEqual([]);
    await t.call(calls.remove, { id }, as.quiet);
    await t.call(calls.remove, { id: plain }, as.quiet);
  });

  it('alerts on any PSA 10 trade, whatever the price, and not on another grade', async () => {
    const id = await watch(watcher.cookie, {
      card_state: '등급',
      grade_company: 'PSA',
      grade: 100,
      alert_kind: 'any_trade',
    });
    const before = (await alarmsOf(watcher.userId)).length;
    await sell(as.seller, 250_000, { card_state: '등급', grade_company: 'PSA', grade: 95 });
    await sell(as.seller, 300_000, { card_state: '등급', grade_company: 'ETC', grade: 100 });
    expect(await alarmsOf(watcher.userId)).toHaveLength(before);
    const psa10 = await sell(as.seller, 300_000, { card_state: '등급', grade_company: 'PSA', grade: 100 });
    const fired = (await alarmsOf(watcher.userId)).slice(before);
    expect(fired.map((a) => [a.content, a.link])).toEqual([
      ['리자몽 ex (국내판) PSA 10 300,000원 거래 발생', `/trade/post/read?id=${psa10}`],
    ]);
    await t.call(calls.remove, { id }, watcher.cookie);
  });

  it('never alerts a member of their own records, nor re-arms their alert by them', async () => {
    const id = await watch(as.quiet, { alert_kind: 'price_at_most', target_price: 50_000 });
    const before = (await alarmsOf(quietId)).length;
    await sell(as.quiet, 1_000);
    expect(await alarmsOf(quietId)).toHaveLength(before);
    expect((await entry(as.quiet, id)).armed).toBe(true);

    await sell(as.seller, 40_000);
    expect(await alarmsOf(quietId)).toHaveLength(before + 1);
    await sell(as.quiet, 60_000);
    expect((await entry(as.quiet, id)).armed).toBe(false);
    await t.call(calls.remove, { id }, as.quiet);
  });

  it('alerts on an edited line whose price crosses, and not on an edit that leaves the price alone', async () => {
    const id = await watch(as.quiet, { card_state: 'S급', alert_kind: 'price_at_most', target_price: 20_000 });
    const before = (await alarmsOf(quietId)).length;
    const postId = await sell(as.seller, 30_000);
    const post = await t.call(tradeCalls.read, { id: postId });
    const line = post.lines[0]!;
    const edit = (title: string, price: number) =>
      t.call(
        tradeCalls.update,
        {
          id: postId,
          title,
          lines: [{ id: line.id, card_id: cardId, card_nation: 'kr', card_state: 'S급', card_price: price }],
        },
        as.seller,
      );
    await edit('리자몽 ex 가격 내림', 19_000);
    expect(await alarmsOf(quietId)).toHaveLength(before + 1);
    await t.call(calls.rearm, { id }, as.quiet);
    await edit('제목만 바꿈', 19_000);
    expect(await alarmsOf(quietId)).toHaveLength(before + 1);
    await t.call(calls.remove, { id }, as.quiet);
  });

  it("alerts on a 관리자's price entry with a link to the card page, and on a correction that crosses", async () => {
    const id = await watch(as.quiet, { card_state: 'A급', alert_kind: 'price_at_most', target_price: 4_000 });
    const before = (await alarmsOf(quietId)).length;
    const entered = {
      card_id: cardId,
      card_nation: 'kr' as const,
      card_state: 'A급' as const,
      state: '등록됨' as const,
      card_created: koreanToday(),
    };
    // A 0원 record is not a trade.
    await t.call(tradeStatsCalls.adminInsertPrice, { ...entered, card_price: 0 }, as.admin);
    const { id: priceId } = await t.call(tradeStatsCalls.adminInsertPrice, { ...entered, card_price: 4_500 }, as.admin);
    expect(await alarmsOf(quietId)).toHaveLength(before);
    await t.call(
      tradeAdminCalls.priceUpdate,
      { id: priceId, card_price: 3_500, card_state: 'A급', reason: '오타 수정' },
      as.admin,
    );
    const fired = (await alarmsOf(quietId)).slice(before);
    expect(fired.map((a) => [a.content, a.link])).toEqual([
      ['리자몽 ex (국내판) A급 3,500원 — 목표 4,000원 이하', `/card/detail?id=${cardId}&lang=kr`],
    ]);
    await t.call(calls.remove, { id }, as.quiet);
  });

  it('fires one alert once when ten sellers cross it at the same moment', async () => {
    const id = await watch(as.quiet, { card_state: 'C급 이하', alert_kind: 'price_at_most', target_price: 3_000 });
    const before = (await alarmsOf(quietId)).length;
    const sellers = await Promise.all(
      Array.from({ length: 10 }, async () => sessionCookie(t, (await createMember(t)).userId)),
    );
    const answers = await Promise.all(
      sellers.map((seller, i) =>
        t.post(
          tradeCalls.insert.path,
          {
            params: {
              title: `급처 ${i}`,
              lines: [{ card_id: cardId, card_nation: 'kr', card_state: 'C급 이하', card_price: 2_000 + i }],
            },
          },
          seller,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await alarmsOf(quietId)).toHaveLength(before + 1);
    expect((await entry(as.quiet, id)).armed).toBe(false);
  });
});
