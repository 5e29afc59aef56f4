import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  TRADE_REQUEST_MSG as M,
  requestNotReleased,
  tradeRequestCalls as calls,
} from '@carddogam/contract/calls/trade-request';
import { MSG } from '@carddogam/contract/messages';
import { queryRows } from '../../src/db/client';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

describe('buy requests: members ask and cancel, 관리자 handle', () => {
  let t: TestApp;
  const as = { admin: {}, manager: {}, buyer: {}, other: {}, banned: {} } as Record<
    'admin' | 'manager' | 'buyer' | 'other' | 'banned',
    Record<string, string>
  >;
  let cardId = '';

  const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
  const ask = (who: Record<string, string>, fields: object = {}) =>
    t.post(
      calls.insert.path,
      { params: { card_id: cardId, card_nation: 'kr', card_state: 'S급', want_price: 50_000, ...fields } },
      who,
    );
  const openCount = async () => (await t.call(calls.openCount, { card_id: cardId, card_nation: 'kr' })).open;

  beforeAll(async () => {
    t = await createTestApp();
    cardId = await insertCard(t.services.db, { kr: { name: '리자몽 ex' } });
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    as.manager = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
    as.buyer = await sessionCookie(t, (await createMember(t, { nickname: '구매왕' })).userId);
    as.other = await sessionCookie(t, (await createMember(t)).userId);
    as.banned = await sessionCookie(t, (await createMember(t, { type: '밴 유저' })).userId);
  });
  afterAll(() => t.close());

  it('refuses guests the member calls and everyone but 관리자 the back office', async () => {
    for (const call of [calls.insert, calls.myList, calls.cancel, calls.adminList, calls.adminHandle])
      expect((await t.post(call.path, { params: {} })).status).toBe(401);
    expect((await ask(as.banned)).status).toBe(403);
    for (const call of [calls.adminList, calls.adminHandle]) {
      const res = await t.post(call.path, { params: { id: 1, state: '완료', staff_memo: 'x' } }, as.manager);
      expect(res.status).toBe(403);
      expect(errorOf(res.body).message).toBe(MSG.adminOnly);
    }
  });

  it('refuses bad input with a Korean 400 and unknown cards with a 404', async () => {
    const graded = await ask(as.buyer, { card_state: '등급' });
    expect(graded.status).toBe(400);
    expect(errorOf(graded.body).message).toContain(M.gradeRequired);
    const free = await ask(as.buyer, { want_price: 0 });
    expect(free.status).toBe(400);
    expect(errorOf(free.body).message).toContain(M.priceInvalid);
    const other = await ask(as.buyer, { card_state: '기타' });
    expect(other.status).toBe(400);
    const unknown = await ask(as.buyer, { card_id: 'no-such-card' });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).code).toBe('CARD_NOT_FOUND');
    // No sale post can offer an edition the card is not out in (§2.17), so no request may wait for one.
    const unreleased = await ask(as.buyer, { card_nation: 'jp' });
    expect(unreleased.status).toBe(400);
    expect(errorOf(unreleased.body)).toEqual({
      code: 'EDITION_NOT_RELEASED',
      message: requestNotReleased('jp'),
    });
    expect(requestNotReleased('jp')).toBe('일본판 카드는 아직 발매되지 않아 구매 요청을 할 수 없습니다.');
    expect(await openCount()).toBe(0);
  });

  it('lets a member ask, list and cancel their own request, and not touch another', async () => {
    expect(await openCount()).toBe(0);
    const created = await ask(as.buyer, {
      card_state: '등급',
      grade_company: 'PSA',
      grade: 100,
      want_price: 300_000,
      memo: '미개봉 원해요',
    });
    expect(created.status).toBe(200);
    const id = (created.body as { id: number }).id;
    expect(await openCount()).toBe(1);

    const mine = await t.call(calls.myList, {}, as.buyer);
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      id,
      card_name: '리자몽 ex',
      card_state: '등급',
      grade_company: 'PSA',
      grade: 100,
      want_price: 300_000,
      memo: '미개봉 원해요',
      state: '요청중',
      nickname: '구매왕',
    });
    expect((await t.call(calls.myList, {}, as.other)).total).toBe(0);

    const stranger = await t.post(calls.cancel.path, { params: { id } }, as.other);
    expect(stranger.status).toBe(404);
    expect(errorOf(stranger.body).message).toBe(M.missing);
    expect(await openCount()).toBe(1);

    await t.call(calls.cancel, { id }, as.buyer);
    expect(await openCount()).toBe(0);
    expect((await t.call(calls.myList, {}, as.buyer)).rows[0]!.state).toBe('취소');
    const twice = await t.post(calls.cancel.path, { params: { id } }, as.buyer);
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body).message).toBe(M.closed);
  });

  it('lets 관리자 filter the requests and close an open one as 완료 with a logged memo', async () => {
    const id = ((await ask(as.other, { want_price: 40_000 })).body as { id: number }).id;
    const open = await t.call(calls.adminList, { state: '요청중', card: cardId }, as.admin);
    expect(open.rows.map((r) => r.id)).toEqual([id]);
    expect((await t.call(calls.adminList, { card: '리자몽' }, as.admin)).total).toBe(2);
    expect((await t.call(calls.adminList, { state: '완료' }, as.admin)).total).toBe(0);

    const noMemo = await t.post(
      calls.adminHandle.path,
      { params: { id, state: '완료', staff_memo: '' } },
      as.admin,
    );
    expect(noMemo.status).toBe(400);
    expect(errorOf(noMemo.body).message).toContain(M.staffMemoRequired);

    const { row } = await t.call(calls.adminHandle, { id, state: '완료', staff_memo: '거래 성사' }, as.admin);
    expect(row).toMatchObject({ state: '완료', staff_memo: '거래 성사' });
    expect(await openCount()).toBe(0);
    const logs = await queryRows<{ memo: string; before: { state: string }; after: { state: string } }>(
      t.services.db,
      sql`select memo, before, after from staff_action_log
          where action = 'trade_request.handle' and target_id = ${String(id)}`,
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      memo: '거래 성사',
      before: { state: '요청중' },
      after: { state: '완료' },
    });

    // Closed once: neither the member nor another 관리자 can change it again.
    const cancel = await t.post(calls.cancel.path, { params: { id } }, as.other);
    expect(cancel.status).toBe(409);
    const again = await t.post(
      calls.adminHandle.path,
      { params: { id, state: '취소', staff_memo: '다시' } },
      as.admin,
    );
    expect(again.status).toBe(409);
    const missing = await t.post(
      calls.adminHandle.path,
      { params: { id: 999_999, state: '취소', staff_memo: '없음' } },
      as.admin,
    );
    expect(missing.status).toBe(404);
  });
});
