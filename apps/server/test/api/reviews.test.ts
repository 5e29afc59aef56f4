import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_MSG, reviewCalls as calls } from '@carddogam/contract/calls/reviews';
import { rankingCalls } from '@carddogam/contract/calls/ranking';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { pointSetting, users } from '../../src/db/schema/index';
import { ledgerSum } from '../../src/repositories/points';
import { refreshCardSearch } from '../../src/repositories/card-search';

describe('§7.5 reviews and the rating ranking', () => {
  let t: TestApp;
  let cardId: string;
  let otherCard: string;
  const as: Record<'writer' | 'other' | 'admin' | 'banned', Record<string, string>> = {
    writer: {},
    other: {},
    admin: {},
    banned: {},
  };
  let writerId = '';

  const review = (fields: Partial<Parameters<TestApp['call']>[1] & object> = {}) => ({
    card_id: cardId,
    text_nation: 'kr' as const,
    rate_perform_check: true,
    rate_perform: 4.5,
    rate_collect_check: true,
    rate_collect: 3,
    content: '좋은 카드입니다',
    ...fields,
  });
  const balance = async (userId: string) =>
    (await t.services.db.select({ point: users.point }).from(users).where(eq(users.userId, userId)))[0]!
      .point;

  beforeAll(async () => {
    t = await createTestApp();
    cardId = await insertCard(t.services.db, { kr: { name: '리자몽 ex' } });
    otherCard = await insertCard(t.services.db, { en: { name: 'Pikachu' }, kr: { name: '피카츄' } });
    await refreshCardSearch(t.services.db);
    const writer = await createMember(t);
    writerId = writer.userId;
    as.writer = await sessionCookie(t, writer.userId);
    as.other = await sessionCookie(t, (await createMember(t)).userId);
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    as.banned = await sessionCookie(t, (await createMember(t, { type: '밴 유저' })).userId);
  });
  afterAll(() => t.close());

  it('refuses guests, banned members and reviews without a rating with the §5 messages', async () => {
    const guest = await t.post(calls.insert.path, { params: review() });
    expect(guest.status).toBe(401);
    expect(JSON.stringify(guest.body)).toContain(REVIEW_MSG.loginRequired);
    const banned = await t.post(calls.insert.path, { params: review() }, as.banned);
    expect(banned.status).toBe(403);
    expect(JSON.stringify(banned.body)).toContain(REVIEW_MSG.banned);
    const none = await t.post(
      calls.insert.path,
      { params: review({ rate_perform_check: false, rate_collect_check: false }) },
      as.writer,
    );
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(REVIEW_MSG.ratingRequiredNew);
    const offStep = await t.post(calls.insert.path, { params: review({ rate_perform: 4.3 }) }, as.writer);
    expect(offStep.status).toBe(400);
  });

  it('writes a review, awards 5P with a ledger row, and summarises to 2 decimals', async () => {
    const before = await balance(writerId);
    const { id } = await t.call(calls.insert, review(), as.writer);
    expect(await balance(writerId)).toBe(before + 5);
    expect(await ledgerSum(t.services.db, writerId)).toBe(await balance(writerId));
    await t.call(
      calls.insert,
      review({ rate_perform: 3, rate_collect_check: false, rate_collect: 5 }),
      as.other,
    );

    const [summary] = await t.call(calls.summary, { card_id: cardId, text_nation: 'kr' });
    // perform: (4.5 + 3) / 2 = 3.75; collect: 3 (the unchecked 5 is stored as 0 and not counted);
    // overall: (4.5 + 3 + 3) / 3 = 3.5
    expect(summary).toEqual({
      perform_avg: 3.75,
      perform_count: 2,
      collect_avg: 3,
      collect_count: 1,
      total_avg: 3.5,
      total_count: 2,
    });
    const list = await t.call(calls.list, { card_id: cardId, text_nation: 'kr' });
    expect(list.map((r) => r.id)).toContain(id);
    expect(list.find((r) => r.id === id)).toMatchObject({
      rate_perform: 4.5,
      rate_collect: 3,
      content: '좋은 카드입니다',
    });
    expect(await t.call(calls.summary, { card_id: cardId, text_nation: 'en' })).toEqual([
      { perform_avg: 0, perform_count: 0, collect_avg: 0, collect_count: 0, total_avg: 0, total_count: 0 },
    ]);
  });

  it('allows one review per card edition; a second is refused', async () => {
    const again = await t.post(calls.insert.path, { params: review() }, as.writer);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain(REVIEW_MSG.alreadyReviewed);
  });

  it('lets only the writer or a 관리자 edit and delete', async () => {
    const [mine] = (await t.call(calls.list, { card_id: cardId, text_nation: 'kr' })).filter(
      (r) => r.user_id === writerId,
    );
    const edit = { ...review({ rate_perform: 5 }), id: mine!.id };
    expect((await t.post(calls.update.path, { params: edit }, as.other)).status).toBe(403);
    const noRating = { ...edit, rate_perform_check: false, rate_collect_check: false };
    const refused = await t.post(calls.update.path, { params: noRating }, as.writer);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(REVIEW_MSG.ratingRequiredEdit);
    await t.call(calls.update, edit, as.writer);
    await t.call(calls.update, { ...edit, content: '관리자 수정' }, as.admin);
    const [after] = (await t.call(calls.list, { card_id: cardId, text_nation: 'kr' })).filter(
      (r) => r.id === mine!.id,
    );
    expect(after).toMatchObject({ rate_perform: 5, content: '관리자 수정' });
    expect((await t.post(calls.remove.path, { params: { id: mine!.id } }, as.other)).status).toBe(403);
  });

  it('blinds for everyone but a 관리자, and only a 관리자 may blind', async () => {
    const [target] = await t.call(calls.list, { card_id: cardId, text_nation: 'kr' });
    expect((await t.post(calls.blind.path, { params: { id: target!.id } }, as.writer)).status).toBe(403);
    expect(await t.call(calls.blind, { id: target!.id }, as.admin)).toEqual({
      id: target!.id,
      status: '블라인드',
    });
    const seenByMember = (await t.call(calls.list, { card_id: cardId, text_nation: 'kr' }, as.other)).find(
      (r) => r.id === target!.id,
    );
    expect(seenByMember).toMatchObject({ status: '블라인드', content: null });
    const seenByAdmin = (await t.call(calls.list, { card_id: cardId, text_nation: 'kr' }, as.admin)).find(
      (r) => r.id === target!.id,
    );
    expect(seenByAdmin?.content).not.toBeNull();
    expect(await t.call(calls.unblind, { id: target!.id }, as.admin)).toEqual({
      id: target!.id,
      status: '정상',
    });
  });

  it('keeps the balance equal to the ledger through insert/delete loops, reversing what was awarded', async () => {
    const start = await balance(writerId);
    for (let i = 0; i < 3; i++) {
      const { id } = await t.call(calls.insert, review({ card_id: otherCard }), as.writer);
      expect(await balance(writerId)).toBe(start + 5);
      // The setting changing in between must not let a delete take back more or less than was given.
      await t.services.db
        .update(pointSetting)
        .set({ amount: 7 + i })
        .where(eq(pointSetting.activity, '카드 리뷰 쓰기'));
      await t.call(calls.remove, { id }, as.writer);
      expect(await balance(writerId)).toBe(start);
      await t.services.db
        .update(pointSetting)
        .set({ amount: 5 })
        .where(eq(pointSetting.activity, '카드 리뷰 쓰기'));
    }
    expect(await balance(writerId)).toBe(start);
    expect(await ledgerSum(t.services.db, writerId)).toBe(start);
  });

  it('ranks the card by its ratings at once, per edition and set, in both directions', async () => {
    await t.call(calls.insert, review({ card_id: otherCard, rate_perform: 1, rate_collect: 1 }), as.other);
    const rank = await t.call(rankingCalls.rank('rating', 'kr'), { keyword: {} });
    expect(rank.map((r) => r.id)).toEqual([cardId, otherCard]);
    expect(rank[0]).toMatchObject({ name: '리자몽 ex', total_count: 2, total_perform: 2, total_collect: 1 });
    const ascending = await t.call(rankingCalls.rank('rating', 'kr'), { keyword: { direction: 'asc' } });
    expect(ascending.map((r) => r.id)).toEqual([otherCard, cardId]);
    const bySet = await t.call(rankingCalls.rank('rating', 'kr'), {
      keyword: { set_name: '포켓몬 카드 151', sort: 'collect_avg' },
    });
    expect(bySet).toHaveLength(2);
    expect(await t.call(rankingCalls.rank('rating', 'en'), { keyword: {} })).toEqual([]);
    expect(await t.call(rankingCalls.rank('trade', 'kr'), { keyword: {} })).toEqual([]);
    const bad = await t.post(rankingCalls.rank('rating', 'kr').path, {
      params: { keyword: { sort: 'drop table' } },
    });
    expect(bad.status).toBe(400);
  });

  it('gives the points back and drops the card from the ranking when its last review goes', async () => {
    for (const r of await t.call(calls.list, { card_id: otherCard, text_nation: 'kr' }))
      await t.call(calls.remove, { id: r.id }, as.admin);
    const rank = await t.call(rankingCalls.rank('rating', 'kr'), { keyword: {} });
    expect(rank.map((r) => r.id)).toEqual([cardId]);
  });
});
