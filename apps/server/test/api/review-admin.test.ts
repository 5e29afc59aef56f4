import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  CATALOGUE_MSG as M,
  cardCatalogueCalls as calls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { reviewCalls } from '@carddogam/contract/calls/reviews';
import { MSG } from '@carddogam/contract/messages';
import { queryRows } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { ledgerSum } from '../../src/repositories/points';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

describe('/admin/card/review: every review for 관리자, blind, unblind and delete in bulk', () => {
  let t: TestApp;
  const as: Record<'admin' | 'manager' | 'writer' | 'other', Record<string, string>> = {
    admin: {},
    manager: {},
    writer: {},
    other: {},
  };
  let writerId = '';
  let otherNick = '';
  let charizard = '';
  let pikachu = '';
  const reviewIds: number[] = [];

  const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
  const balance = async (userId: string) =>
    (await t.services.db.select({ point: users.point }).from(users).where(eq(users.userId, userId)))[0]!
      .point;
  const write = async (cardId: string, who: Record<string, string>, content: string) =>
    reviewIds.push(
      (
        await t.call(
          reviewCalls.insert,
          {
            card_id: cardId,
            text_nation: 'kr',
            rate_perform_check: true,
            rate_perform: 4,
            rate_collect_check: false,
            rate_collect: 0,
            content,
          },
          who,
        )
      ).id,
    );

  beforeAll(async () => {
    t = await createTestApp();
    charizard = await insertCard(t.services.db, { kr: { name: '리자몽 ex' } });
    pikachu = await insertCard(t.services.db, { en: { name: 'Pikachu' }, kr: { name: '피카츄' } });
    await refreshCardSearch(t.services.db);
    const writer = await createMember(t);
    writerId = writer.userId;
    const other = await createMember(t, { nickname: '리뷰왕' });
    otherNick = other.nickname;
    as.writer = await sessionCookie(t, writer.userId);
    as.other = await sessionCookie(t, other.userId);
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    as.manager = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
    await write(charizard, as.writer, '불꽃이 멋진 카드');
    await write(pikachu, as.writer, '귀여운 카드');
    await write(pikachu, as.other, '전기 타입 최고');
  });
  afterAll(() => t.close());

  it('refuses 매니저 with the 관리자-only message', async () => {
    for (const call of [calls.reviewList, calls.reviewBlind, calls.reviewDelete]) {
      const res = await t.post(call.path, { params: { ids: [reviewIds[0]], blind: true } }, as.manager);
      expect(res.status).toBe(403);
      expect(errorOf(res.body).message).toBe(MSG.adminOnly);
    }
  });

  it('lists every review newest first, filtered by card, member, status and text', async () => {
    const all = await t.call(calls.reviewList, {}, as.admin);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.id)).toEqual([...reviewIds].reverse());
    expect(all.rows[0]).toMatchObject({ card_id: pikachu, card_name: '피카츄', nickname: otherNick });
    const ids = async (p: Parameters<typeof t.call<typeof calls.reviewList>>[1]) =>
      (await t.call(calls.reviewList, p, as.admin)).rows.map((r) => r.id).sort();
    expect(await ids({ card: '피카' })).toEqual([reviewIds[1], reviewIds[2]].sort());
    expect(await ids({ card: charizard })).toEqual([reviewIds[0]]);
    expect(await ids({ member: '리뷰' })).toEqual([reviewIds[2]]);
    expect(await ids({ member: writerId })).toEqual([reviewIds[0], reviewIds[1]].sort());
    expect(await ids({ text: '귀여운' })).toEqual([reviewIds[1]]);
    expect(await ids({ status: '블라인드' })).toEqual([]);
  });

  it('blinds and unblinds the selected reviews in one call, logging each', async () => {
    const blinded = await t.call(
      calls.reviewBlind,
      { ids: [reviewIds[0]!, reviewIds[1]!], blind: true },
      as.admin,
    );
    expect(blinded.changed).toBe(2);
    const list = await t.call(calls.reviewList, { status: '블라인드' }, as.admin);
    expect(list.rows.map((r) => r.id).sort()).toEqual([reviewIds[0], reviewIds[1]].sort());
    // The card page's review list hides the text of a blinded review from members.
    const shown = await t.call(reviewCalls.list, { card_id: charizard, text_nation: 'kr' }, as.other);
    expect(shown[0]!.content).toBeNull();
    // Blinding again changes nothing and logs nothing more.
    expect((await t.call(calls.reviewBlind, { ids: [reviewIds[0]!], blind: true }, as.admin)).changed).toBe(
      0,
    );
    const back = await t.call(calls.reviewBlind, { ids: [reviewIds[1]!], blind: false }, as.admin);
    expect(back.changed).toBe(1);
    const logs = await queryRows<{ action: string; n: number }>(
      t.services.db,
      sql`select action, count(*)::int as n from staff_action_log where target_type = 'card_review'
        group by action order by action`,
    );
    expect(logs).toEqual([
      { action: 'review.blind', n: 2 },
      { action: 'review.unblind', n: 1 },
    ]);
  });

  it('deletes the selected reviews giving back exactly the points each earned', async () => {
    const before = await balance(writerId);
    await t.services.db.execute(sql`update point_setting set amount = 99 where activity = '카드 리뷰 쓰기'`);
    const earned = await queryRows<{ sum: number }>(
      t.services.db,
      sql`select sum(points_awarded)::int as sum from card_review where user_id = ${writerId}`,
    );
    const res = await t.call(calls.reviewDelete, { ids: [reviewIds[0]!, reviewIds[1]!] }, as.admin);
    expect(res).toEqual({ deleted: 2, message: M.reviewsDeleted });
    expect(await balance(writerId)).toBe(before - earned[0]!.sum);
    expect(await ledgerSum(t.services.db, writerId)).toBe(await balance(writerId));
    expect((await t.call(calls.reviewList, {}, as.admin)).rows.map((r) => r.id)).toEqual([reviewIds[2]]);
    const logged = await queryRows(
      t.services.db,
      sql`select 1 from staff_action_log where action = 'review.delete'`,
    );
    expect(logged).toHaveLength(2);
    const gone = await t.post(calls.reviewDelete.path, { params: { ids: [reviewIds[0]] } }, as.admin);
    expect(gone.status).toBe(404);
    expect(errorOf(gone.body).message).toBe(M.reviewsMissing);
  });
});
