import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleCalls as calls } from '@carddogam/contract/calls/titles';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertCard } from '../factories/cards';
import { createMember, sessionCookie } from '../helpers/members';
import { deck, pointmallProduct, tradePost } from '../../src/db/schema/index';
import { createBoard, insertBoardPost } from '../helpers/boards';

describe('§7.11 titles and view counts', () => {
  let t: TestApp;
  let cardId: string;
  const ids = { trade: 0, deck: 0, pointmall: 0, board: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    cardId = await insertCard(db, { kr: { name: '리자몽 ex', rarity: 'RR', series: '스칼렛・바이올렛' } });
    ids.trade = (
      await db.insert(tradePost).values({ userId: 'u', title: '리자몽 팝니다' }).returning()
    )[0]!.id;
    ids.deck = (await db.insert(deck).values({ userId: 'u', title: '리자몽 덱' }).returning())[0]!.id;
    ids.pointmall = (
      await db.insert(pointmallProduct).values({ title: '스티커', price: 100 }).returning()
    )[0]!.id;
    const board = await createBoard(db, { group: '커뮤니티', name: '자유게시판' });
    ids.board = await insertBoardPost(db, { boardId: board, userId: 'u', title: '안녕' });
  });
  afterAll(() => t.close());

  it('gives the Korean card name for the card detail title, and en/jp group keys', async () => {
    expect(await t.call(calls.groupCardKr, { card_id: cardId })).toEqual([
      { series: '스칼렛・바이올렛', name: '리자몽 ex', rarity: 'RR' },
    ]);
    expect(await t.call(calls.groupCardEn, { card_id: cardId })).toEqual([
      { series: 'Scarlet & Violet', name: 'Charizard ex', rarity: 'Double Rare' },
    ]);
    expect(await t.call(calls.groupCardJp, { card_id: cardId })).toEqual([]);
  });

  it('gives the titles of posts, decks and products', async () => {
    expect((await t.call(calls.tradePost, { id: ids.trade }))[0]?.title).toBe('리자몽 팝니다');
    expect((await t.call(calls.deck, { id: ids.deck }))[0]?.title).toBe('리자몽 덱');
    expect((await t.call(calls.pointmall, { id: ids.pointmall }))[0]?.title).toBe('스티커');
    expect((await t.call(calls.board, { id: ids.board }))[0]?.title).toBe('안녕');
    expect(await t.call(calls.board, { id: 999999 })).toEqual([]);
  });

  it("keeps a private deck's title from everyone but its writer", async () => {
    const db = t.services.db;
    const writer = await createMember(t);
    const [hidden] = await db
      .insert(deck)
      .values({ userId: writer.userId, title: '비밀 덱', status: '비공개' })
      .returning();
    expect(await t.call(calls.deck, { id: hidden!.id })).toEqual([]);
    const own = await t.post(
      calls.deck.path,
      { params: { id: hidden!.id } },
      await sessionCookie(t, writer.userId),
    );
    expect(own.body).toEqual([{ id: hidden!.id, title: '비밀 덱' }]);
  });

  it('increases view counts and answers 404 for a missing record', async () => {
    expect(await t.call(calls.tradePostView, { id: ids.trade })).toEqual({ view_count: 1 });
    expect(await t.call(calls.pointmallView, { id: ids.pointmall })).toEqual({ view_count: 1 });
    expect(await t.call(calls.boardView, { id: ids.board })).toEqual({ view_count: 1 });
    expect((await t.post(calls.boardView.path, { params: { id: 424242 } })).status).toBe(404);
    expect((await t.post(calls.boardView.path, { params: { id: -1 } })).status).toBe(400);
  });
});
