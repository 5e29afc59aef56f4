import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CATALOGUE_MSG as M,
  cardCatalogueCalls as calls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import { searchCalls } from '@carddogam/contract/calls/search';
import { MSG } from '@carddogam/contract/messages';
import { queryRows } from '../../src/db/client';
import { cardReview, collection, tradePrice } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

describe('/admin/card/delete: soft delete with a 7-day undo', () => {
  let t: TestApp;
  const as: Record<'admin' | 'manager' | 'member', Record<string, string>> = {
    admin: {},
    manager: {},
    member: {},
  };
  let cardId = '';
  let adminId = '';

  const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
  const inSearch = async (id: string) =>
    (await queryRows(t.services.db, sql`select 1 from card_search where card_id = ${id}`)).length === 1;
  const searchIds = async (text: string) =>
    (await t.call(searchCalls.list('en'), { keyword: { text } })).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    cardId = await insertCard(db, { en: { name: 'Deletable Mew' }, kr: { name: '지울 뮤' } });
    await insertCard(db, { en: { name: 'Kept Mew' } });
    await refreshCardSearch(db);
    const admin = await createMember(t, { type: '관리자' });
    adminId = admin.userId;
    const member = await createMember(t);
    as.admin = await sessionCookie(t, admin.userId);
    as.manager = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
    as.member = await sessionCookie(t, member.userId);
    await db
      .insert(cardReview)
      .values({ cardId, textNation: 'kr', userId: member.userId, content: '좋아요' });
    await db.insert(tradePrice).values([
      { postId: 0, cardId, cardNation: 'kr', cardState: '미개봉', cardPrice: 1000 },
      { postId: 7, cardId, cardNation: 'kr', cardState: '미개봉', cardPrice: 2000 },
      { postId: 8, cardId, cardNation: 'en', cardState: '미개봉', cardPrice: 3000 },
    ]);
    await db.insert(collection).values({ userId: member.userId, cardId, nation: 'kr' });
  });
  afterAll(() => t.close());

  it('is for 관리자 only: 매니저 and members are refused', async () => {
    for (const who of [as.manager, as.member]) {
      const find = await t.post(calls.deleteFind.path, { params: { query: cardId } }, who);
      expect(find.status).toBe(403);
      expect(errorOf(find.body).message).toBe(MSG.adminOnly);
      const del = await t.post(calls.deleteCard.path, { params: { id: cardId } }, who);
      expect(del.status).toBe(403);
    }
  });

  it('finds the card by id or name with what hangs on it', async () => {
    const [byId] = await t.call(calls.deleteFind, { query: cardId }, as.admin);
    expect(byId).toMatchObject({
      id: cardId,
      name_kr: '지울 뮤',
      deleted_at: null,
      impact: {
        reviews: 1,
        price_records: 1,
        trade_lines: 2,
        deck_entries: 0,
        collection_entries: 1,
        edit_history: 0,
      },
    });
    const byName = await t.call(calls.deleteFind, { query: '지울' }, as.admin);
    expect(byName.map((c) => c.id)).toEqual([cardId]);
  });

  it('deletes softly: gone from search, its page says so to members, staff still see it, rows kept', async () => {
    expect(await searchIds('Mew')).toContain(cardId);
    await t.call(calls.deleteCard, { id: cardId, memo: '중복 카드' }, as.admin);
    expect(await inSearch(cardId)).toBe(false);
    expect(await searchIds('Mew')).not.toContain(cardId);
    // A full refresh (the import's) does not bring it back.
    await refreshCardSearch(t.services.db);
    expect(await inSearch(cardId)).toBe(false);

    const page = await t.post(cardPageCalls.page.path, { params: { id: cardId } }, as.member);
    expect(page.status).toBe(404);
    expect(errorOf(page.body)).toEqual({ code: 'CARD_DELETED', message: M.cardDeleted });
    const [staffView] = await t.call(cardPageCalls.page, { id: cardId }, as.manager);
    expect(staffView!.deleted).toBe(true);

    const kept = await queryRows<{ reviews: number; prices: number }>(
      t.services.db,
      sql`select (select count(*)::int from card_review where card_id = ${cardId}) as reviews,
        (select count(*)::int from trade_price where card_id = ${cardId}) as prices`,
    );
    expect(kept[0]).toEqual({ reviews: 1, prices: 3 });
    const [log] = await queryRows<{ user_id: string; memo: string; before: { en: { name: string } } }>(
      t.services.db,
      sql`select user_id, memo, before from staff_action_log where action = 'card.delete' and target_id = ${cardId}`,
    );
    expect(log).toMatchObject({
      user_id: adminId,
      memo: '중복 카드',
      before: { en: { name: 'Deletable Mew' } },
    });

    const again = await t.post(calls.deleteCard.path, { params: { id: cardId } }, as.admin);
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toBe(M.alreadyDeleted);
    const missing = await t.post(calls.deleteCard.path, { params: { id: 'no-such-card' } }, as.admin);
    expect(missing.status).toBe(404);
  });

  it('lists deleted cards with their undo window and brings one back into search', async () => {
    const list = await t.call(calls.deletedList, {}, as.admin);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: cardId, can_undo: true, deleted_by: adminId });
    await t.call(calls.undoDelete, { id: cardId }, as.admin);
    expect(await inSearch(cardId)).toBe(true);
    expect(await searchIds('Mew')).toContain(cardId);
    const page = await t.post(cardPageCalls.page.path, { params: { id: cardId } }, as.member);
    expect(page.status).toBe(200);
    expect((await t.call(calls.deletedList, {}, as.admin)).total).toBe(0);
    const logged = await queryRows(
      t.services.db,
      sql`select 1 from staff_action_log where action = 'card.undo_delete' and target_id = ${cardId}`,
    );
    expect(logged).toHaveLength(1);
    const notDeleted = await t.post(calls.undoDelete.path, { params: { id: cardId } }, as.admin);
    expect(notDeleted.status).toBe(409);
  });

  it('refuses an undo after 7 days with the Korean message, keeping the card deleted', async () => {
    await t.call(calls.deleteCard, { id: cardId }, as.admin);
    await t.services.db.execute(
      sql`update card_en set deleted_at = now() - interval '7 days 1 minute' where id = ${cardId}`,
    );
    const list = await t.call(calls.deletedList, {}, as.admin);
    expect(list.rows[0]!.can_undo).toBe(false);
    const late = await t.post(calls.undoDelete.path, { params: { id: cardId } }, as.admin);
    expect(late.status).toBe(409);
    expect(errorOf(late.body)).toEqual({ code: 'UNDO_EXPIRED', message: M.undoWindowPassed });
    expect(await inSearch(cardId)).toBe(false);
    // Just inside the window it still works.
    await t.services.db.execute(
      sql`update card_en set deleted_at = now() - interval '6 days 23 hours' where id = ${cardId}`,
    );
    await t.call(calls.undoDelete, { id: cardId }, as.admin);
    expect(await inSearch(cardId)).toBe(true);
  });
});
