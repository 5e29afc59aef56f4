import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tradeCalls } from '@carddogam/contract/calls/trade';
import { tradeRequestCalls } from '@carddogam/contract/calls/trade-request';
import { WANT_MSG, wantMatchCalls as calls } from '@carddogam/contract/calls/want-matches';
import { queryRows } from '../../src/db/client';
import { insertMatchesQuery } from '../../src/repositories/want-matches';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

type Who =
  'seller' | 'matches' | 'wrongEdition' | 'wrongCondition' | 'tooCheap' | 'graded' | 'lateComer' | 'stranger';

describe('구해요: sale posts matched to open buy requests', () => {
  let t: TestApp;
  const ids = {} as Record<Who, string>;
  const as = {} as Record<Who, Record<string, string>>;
  let cardId = '';
  let otherCard = '';
  const requestOf = {} as Record<Who, number>;

  const ask = async (who: Who, fields: Record<string, unknown>) =>
    (
      await t.call(
        tradeRequestCalls.insert,
        { card_id: cardId, card_nation: 'kr', card_state: 'S급', want_price: 10_000, ...fields },
        as[who],
      )
    ).id;
  const line = (fields: Record<string, unknown> = {}) => ({
    card_id: cardId,
    card_nation: 'kr' as const,
    card_state: 'S급' as const,
    card_price: 9_000,
    ...fields,
  });
  const alarmsOf = (userId: string) =>
    queryRows<{ kind: string; title: string; content: string; link: string }>(
      t.services.db,
      sql`select kind, title, content, link from alarm where audience = 'member' and target = ${userId}
          order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    cardId = await insertCard(t.services.db, { kr: { name: '리자몽 ex' } });
    otherCard = await insertCard(t.services.db, { kr: { name: '피카츄' } });
    for (const who of [
      'seller',
      'matches',
      'wrongEdition',
      'wrongCondition',
      'tooCheap',
      'graded',
      'lateComer',
      'stranger',
    ] as Who[]) {
      ids[who] = (await createMember(t)).userId;
      as[who] = await sessionCookie(t, ids[who]);
    }
    requestOf.matches = await ask('matches', { want_price: 10_000 });
    // The same card, condition and price in the English edition: another card to its buyer.
    requestOf.wrongEdition = await ask('wrongEdition', { card_nation: 'en', want_price: 50_000 });
    requestOf.wrongCondition = await ask('wrongCondition', { card_state: 'A급', want_price: 50_000 });
    requestOf.tooCheap = await ask('tooCheap', { want_price: 8_000 });
    requestOf.seller = await ask('seller', { want_price: 20_000 });
    requestOf.graded = await ask('graded', {
      card_state: '등급',
      grade_company: 'PSA',
      grade: 90,
      want_price: 100_000,
    });
    requestOf.lateComer = await ask('lateComer', { card_id: otherCard, want_price: 5_000 });
  });
  afterAll(() => t.close());

  let postId = 0;

  it('notifies exactly the requesters whose edition, condition and price limit the new post meets', async () => {
    postId = (await t.call(tradeCalls.insert, { title: '리자몽 팝니다', lines: [line()] }, as.seller)).id;

    const alarms = await alarmsOf(ids.matches);
    expect(alarms).toEqual([
      {
        kind: WANT_MSG.alarmKind,
        title: '구해요 카드 판매글',
        content: '리자몽 ex · S급 · 9,000원',
        link: `/trade/post/read?id=${postId}`,
      },
    ]);
    for (const who of [
      'wrongEdition',
      'wrongCondition',
      'tooCheap',
      'seller',
      'graded',
      'lateComer',
    ] as Who[])
      expect(await alarmsOf(ids[who])).toEqual([]);
    const matched = await queryRows<{ request_id: number }>(
      t.services.db,
      sql`select request_id from trade_request_match where post_id = ${postId}`,
    );
    expect(matched.map((m) => m.request_id)).toEqual([requestOf.matches]);
  });

  it('does not notify again when the post is edited, and tells a newly matched requester once', async () => {
    const [first] = (await t.call(tradeCalls.read, { id: postId })).lines;
    // The same line at a new price, and a new line for another card and a graded copy of the first.
    await t.call(
      tradeCalls.update,
      {
        id: postId,
        title: '리자몽 · 피카츄 팝니다',
        lines: [
          line({ id: first!.id, card_price: 8_500 }),
          line({ card_id: otherCard, card_price: 4_000 }),
          line({ card_state: '등급', grade_company: 'PSA', grade: 100, card_price: 90_000 }),
        ],
      },
      as.seller,
    );
    expect(await alarmsOf(ids.matches)).toHaveLength(1);
    expect(await alarmsOf(ids.lateComer)).toEqual([
      expect.objectContaining({ content: '피카츄 · S급 · 4,000원', link: `/trade/post/read?id=${postId}` }),
    ]);
    // PSA 10 meets a request for PSA 9 or better.
    expect(await alarmsOf(ids.graded)).toEqual([
      expect.objectContaining({ content: '리자몽 ex · PSA 10 · 90,000원' }),
    ]);
    for (const who of ['wrongEdition', 'wrongCondition', 'tooCheap', 'seller'] as Who[])
      expect(await alarmsOf(ids[who])).toEqual([]);

    // A second identical save adds nothing.
    const again = (await t.call(tradeCalls.read, { id: postId })).lines.map((l) =>
      line({
        id: l.id,
        card_id: l.card_id,
        card_state: l.card_state,
        grade_company: l.grade_company,
        grade: l.grade,
        card_price: l.card_price,
      }),
    );
    await t.call(tradeCalls.update, { id: postId, title: '리자몽 · 피카츄 팝니다', lines: again }, as.seller);
    for (const who of ['matches', 'lateComer', 'graded'] as Who[])
      expect(await alarmsOf(ids[who])).toHaveLength(1);
  });

  it('leaves sold lines, closed requests and a lower grade unmatched', async () => {
    const cancelled = await ask('stranger', { want_price: 30_000 });
    await t.call(tradeRequestCalls.cancel, { id: cancelled }, as.stranger);
    await ask('stranger', { card_state: '등급', grade_company: 'PSA', grade: 100, want_price: 500_000 });
    await t.call(
      tradeCalls.insert,
      {
        title: '판매완료 리자몽',
        lines: [
          line({ state: '판매완료', card_price: 1_000 }),
          line({ card_state: '등급', grade_company: 'PSA', grade: 95, card_price: 1_000 }),
        ],
      },
      as.seller,
    );
    expect(await alarmsOf(ids.stranger)).toEqual([]);
  });

  it('lists the matched posts under the member’s own requests only, newest first', async () => {
    const later = (
      await t.call(tradeCalls.insert, { title: '또 팝니다', lines: [line({ card_price: 7_000 })] }, as.seller)
    ).id;
    const mine = await t.call(
      calls.myMatches,
      { request_ids: [requestOf.matches, requestOf.graded] },
      as.matches,
    );
    expect(mine.rows.map((r) => [r.request_id, r.post_id, r.card_price, r.line_state])).toEqual([
      [requestOf.matches, later, 7_000, '등록됨'],
      [requestOf.matches, postId, 9_000, '등록됨'],
    ]);
    expect(mine.rows[0]!.title).toBe('또 팝니다');
    expect(mine.rows[0]!.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await t.post(calls.myMatches.path, { params: { request_ids: [1] } })).status).toBe(401);
    const bad = await t.post(calls.myMatches.path, { params: { request_ids: ['x'] } }, as.matches);
    expect(bad.status).toBe(400);
  });

  it('tells the seller, and only the seller, how many members look for the post’s cards', async () => {
    // matches, wrongCondition, tooCheap, graded and stranger ask for the first card, lateComer for the second;
    // the seller's own request does not count.
    expect((await t.call(calls.postWanted, { id: postId }, as.seller)).members).toBe(6);
    const other = await t.post(calls.postWanted.path, { params: { id: postId } }, as.matches);
    expect(other.status).toBe(403);
    expect((other.body as { error: { message: string } }).error.message).toBe(WANT_MSG.sellerOnly);
    expect((await t.post(calls.postWanted.path, { params: { id: 999_999 } }, as.seller)).status).toBe(404);
    expect((await t.post(calls.postWanted.path, { params: { id: postId } })).status).toBe(401);
  });

  it('filters /trade/card_list to the lines answering the member’s requests', async () => {
    const all = await t.call(tradeCalls.cardList, {}, as.matches);
    const wanted = await t.call(tradeCalls.cardList, { wanted: true }, as.matches);
    expect(all.total).toBeGreaterThan(wanted.total);
    expect(wanted.rows.map((r) => r.card_price).sort()).toEqual([7_000, 8_500]);
    expect((await t.post(tradeCalls.cardList.path, { params: { wanted: true } })).status).toBe(401);
  });

  it('finds a line’s requests through trade_request_card_idx', async () => {
    // Open requests for many other cards, as a live site has them: then the state index would read them
    // all, and the plan should go from each line to the requests of its card.
    await t.services.db.execute(sql`
      insert into trade_request (user_id, card_id, card_nation, card_state, want_price)
      select ${ids.stranger}, 'other-' || g, 'kr', 'S급', 1000 from generate_series(1, 5000) g`);
    await t.services.db.execute(sql`analyze trade_request`);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.services.db,
      sql`explain (costs off) ${insertMatchesQuery(postId)}`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('trade_request_card_idx');
  });
});
