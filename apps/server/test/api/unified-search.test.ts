import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OPEN_BOARD_GATES, type BoardGates } from '@carddogam/contract/board/gates';
import { tradeCalls } from '@carddogam/contract/calls/trade';
import {
  UNIFIED_COUNT_CAP,
  UNIFIED_SEARCH_MSG as M,
  unifiedSearchCalls as calls,
} from '@carddogam/contract/calls/unified-search';
import { queryRows } from '../../src/db/client';
import { boardPost, deck } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { errorOf } from '../helpers/board-members';
import { createBoard, insertBoardPost } from '../helpers/boards';
import { createMember, sessionCookie } from '../helpers/members';

/** A board that guests may neither list nor read: its posts are for members only. */
const MEMBERS_ONLY: BoardGates = {
  ...OPEN_BOARD_GATES,
  list: { ...OPEN_BOARD_GATES.list, guest: false },
  read: { ...OPEN_BOARD_GATES.read, guest: false },
};

describe('/search: one word in cards, board posts, decks, trade posts and members', () => {
  let t: TestApp;
  let memberHeaders: Record<string, string> = {};
  let cardId = '';
  let writerId = '';
  const posts = { open: 0, membersOnly: 0, deleted: 0, blinded: 0 };
  const decks = { open: 0, hidden: 0 };
  let tradePostId = 0;
  let memberNickname = '';

  const search = (q: string, headers: Record<string, string> = {}) => t.call(calls.all, { q }, headers);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    cardId = await insertCard(db, { en: { name: 'Mewtwo ex' }, kr: { name: '뮤츠 ex' } });
    await insertCard(db, { en: { name: 'Pikachu' }, kr: { name: '피카츄' } });
    await refreshCardSearch(db);

    const writer = await createMember(t, { nickname: '뮤츠조련사' });
    writerId = writer.userId;
    memberNickname = writer.nickname;
    const writerHeaders = await sessionCookie(t, writer.userId);
    await createMember(t, { nickname: '뮤츠밴당함', type: '밴 유저' });
    await createMember(t, { nickname: '피카츄러버', email: 'mewtwo-fan@example.com' });
    memberHeaders = await sessionCookie(t, (await createMember(t)).userId);

    const open = await createBoard(db, { group: '커뮤니티', name: '통합검색 자유' });
    const closed = await createBoard(db, {
      group: '커뮤니티',
      name: '통합검색 회원전용',
      gates: MEMBERS_ONLY,
    });
    posts.open = await insertBoardPost(db, { boardId: open, userId: writerId, title: '뮤츠 ex 덱 질문' });
    posts.membersOnly = await insertBoardPost(db, {
      boardId: closed,
      userId: writerId,
      title: '뮤츠 회원끼리',
    });
    posts.deleted = await insertBoardPost(db, { boardId: open, userId: writerId, title: '뮤츠 지운 글' });
    posts.blinded = await insertBoardPost(db, { boardId: open, userId: writerId, title: '뮤츠 가려진 글' });
    await insertBoardPost(db, { boardId: open, userId: writerId, title: '피카츄 이야기' });
    // More matches than one group counts, in a board of their own.
    const busy = await createBoard(db, { group: '커뮤니티', name: '통합검색 많은 글' });
    for (let i = 1; i <= UNIFIED_COUNT_CAP + 4; i++)
      await insertBoardPost(db, { boardId: busy, userId: writerId, title: `잠만보 후기 ${i}` });
    await db.update(boardPost).set({ deletedAt: new Date() }).where(eq(boardPost.id, posts.deleted));
    await db.update(boardPost).set({ blinded: true }).where(eq(boardPost.id, posts.blinded));

    [decks.open, decks.hidden] = (
      await db
        .insert(deck)
        .values([
          { userId: writerId, title: '뮤츠 ex 컨트롤', status: '공개' },
          { userId: writerId, title: '뮤츠 비밀 덱', status: '비공개' },
        ])
        .returning({ id: deck.id })
    ).map((r) => r.id);

    tradePostId = (
      await t.call(
        tradeCalls.insert,
        {
          title: '급처 합니다',
          content: '상태 좋습니다',
          lines: [
            { card_id: cardId, card_nation: 'kr', card_state: 'S급', card_price: 15_000, state: '등록됨' },
          ],
        },
        writerHeaders,
      )
    ).id;
  });
  afterAll(() => t.close());

  it('finds the word in a card, a board post, a deck, a trade post and a member', async () => {
    const found = await search('뮤츠');
    expect(found.q).toBe('뮤츠');
    expect(found.cards.items.map((c) => c.id)).toEqual([cardId]);
    expect(found.cards).toMatchObject({ total: 1, capped: false });
    expect(found.cards.items[0]).toMatchObject({ name_kr: '뮤츠 ex', name_en: 'Mewtwo ex' });

    expect(found.boardPosts.items.map((p) => p.id)).toEqual([posts.open]);
    expect(found.boardPosts.items[0]).toMatchObject({
      board_name: '통합검색 자유',
      title: '뮤츠 ex 덱 질문',
      writer: { nickname: memberNickname },
    });

    expect(found.decks).toMatchObject({ total: 1, capped: false });
    expect(found.decks.items.map((d) => d.id)).toEqual([decks.open]);

    // The title says nothing of the card: the post is found by its card line's name, as the trade list does.
    expect(found.tradePosts.total).toBe(1);
    expect(found.tradePosts.items[0]).toMatchObject({
      id: tradePostId,
      card_name: '뮤츠 ex',
      min_price: 15_000,
    });

    expect(found.members).toMatchObject({ total: 1, capped: false });
    expect(found.members.items).toEqual([
      { user_id: writerId, nickname: '뮤츠조련사', type: '사용자', grade: 0 },
    ]);
  });

  it("keeps a members-only board's posts from guests and shows them to members", async () => {
    const asGuest = await search('뮤츠');
    expect(asGuest.boardPosts.items.map((p) => p.id)).not.toContain(posts.membersOnly);
    expect(asGuest.boardPosts.total).toBe(1);

    const asMember = await search('뮤츠', memberHeaders);
    expect(asMember.boardPosts.items.map((p) => p.id)).toEqual([posts.membersOnly, posts.open]);
    expect(asMember.boardPosts.total).toBe(2);
  });

  it('never answers deleted or blinded posts, private decks or banned members', async () => {
    for (const q of ['지운', '가려진']) {
      const found = await search(q, memberHeaders);
      expect(found.boardPosts).toEqual({ total: 0, capped: false, items: [] });
    }
    const hidden = await search('비밀', memberHeaders);
    expect(hidden.decks).toEqual({ total: 0, capped: false, items: [] });
    expect((await search('밴당함')).members.items).toEqual([]);
  });

  it('searches members by nickname only, never by e-mail', async () => {
    expect((await search('mewtwo-fan')).members.total).toBe(0);
    expect((await search('러버')).members.items.map((m) => m.nickname)).toEqual(['피카츄러버']);
  });

  it('answers every group, empty, for a word found nowhere', async () => {
    const found = await search('없는검색어');
    for (const group of [found.cards, found.boardPosts, found.decks, found.tradePosts, found.members])
      expect(group).toEqual({ total: 0, capped: false, items: [] });
  });

  it('shows five posts and counts only to the cap, then says that more follow', async () => {
    const found = await search('잠만보');
    expect(found.boardPosts.items.map((p) => p.title)).toEqual(
      [55, 54, 53, 52, 51].map((n) => `잠만보 후기 ${n}`),
    );
    expect(found.boardPosts).toMatchObject({ total: UNIFIED_COUNT_CAP, capped: true });
  });

  // Last: the filler posts push every match out of the newest posts the search reads first.
  it('finds older matches through the title index once the newest posts hold none', async () => {
    const [board] = await queryRows<{ id: number }>(
      t.services.db,
      sql`select id from board where name = '통합검색 자유'`,
    );
    const open = board!.id;
    await t.services.db.execute(sql`insert into board_post (board_id, title, content, content_text, user_id)
      select ${open}, '채우기 글 ' || i, '<p>채우기</p>', '채우기', ${writerId} from generate_series(1, 2100) i`);

    const asGuest = await search('뮤츠');
    expect(asGuest.boardPosts).toMatchObject({ total: 1, capped: false });
    expect(asGuest.boardPosts.items.map((p) => p.id)).toEqual([posts.open]);
    const asMember = await search('뮤츠', memberHeaders);
    expect(asMember.boardPosts.items.map((p) => p.id)).toEqual([posts.membersOnly, posts.open]);
    expect((await search('지운', memberHeaders)).boardPosts.total).toBe(0);

    const many = await search('잠만보');
    expect(many.boardPosts.items.map((p) => p.title)).toEqual(
      [55, 54, 53, 52, 51].map((n) => `잠만보 후기 ${n}`),
    );
    expect(many.boardPosts).toMatchObject({ total: UNIFIED_COUNT_CAP, capped: true });
  });

  it('refuses a word shorter than two characters or longer than fifty with a Korean 400', async () => {
    for (const q of ['뮤', ' 뮤 ', '']) {
      const res = await t.post(calls.all.path, { params: { q } });
      expect(res.status).toBe(400);
      expect(errorOf(res.body).message).toContain(M.tooShort);
    }
    const long = await t.post(calls.all.path, { params: { q: '뮤'.repeat(51) } });
    expect(long.status).toBe(400);
    expect(errorOf(long.body).message).toContain(M.tooLong);
    expect((await t.post(calls.all.path, { params: {} })).status).toBe(400);
  });
});
