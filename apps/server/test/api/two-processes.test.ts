import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { OPEN_BOARD_GATES } from '@carddogam/contract/board/gates';
import { boardCalls } from '@carddogam/contract/calls/board';
import { boardAdminCalls } from '@carddogam/contract/calls/board-admin';
import { cardEditCalls } from '@carddogam/contract/calls/card-edit';
import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import { rankingCalls } from '@carddogam/contract/calls/ranking';
import { reviewCalls } from '@carddogam/contract/calls/reviews';
import { searchCalls } from '@carddogam/contract/calls/search';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import { createSecondApp, createTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKind } from '../helpers/db';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { refreshCardSearch } from '../../src/repositories/card-search';

/**
 * Two server processes behind one load balancer share the database and Redis (decision 025): a write
 * through A must drop the answers B has cached, at once rather than when B's caches expire (30 seconds to
 * 10 minutes). B is a second app with services, caches and connections of its own — its own connection
 * pool on PostgreSQL, the one embedded instance on PGlite. Redis is expected at TEST_REDIS_URL or
 * 127.0.0.1:6379; when it does not answer these tests fail (they are never skipped). Keys and the
 * channel get a prefix of their own.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `carddogam-test-${randomBytes(4).toString('hex')}:`;
/** Far below every cache lifetime, far above a pub/sub round trip on a busy machine. */
const RELAY_BOUND = { timeout: 5_000, interval: 20 };

describe(`two server processes (${testDatabaseKind()})`, () => {
  let a: TestApp;
  let b: TestApp;
  let raw: Redis;
  const as = { member: {}, admin: {} } as Record<'member' | 'admin', Record<string, string>>;

  const newCard = async (name: string) => {
    const id = await insertCard(a.services.db, { en: { name: `Relaymon ${name}` }, kr: { name } });
    await refreshCardSearch(a.services.db, [id]);
    return id;
  };

  beforeAll(async () => {
    raw = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 3000 });
    // Fails the file loudly when Redis is not there, instead of passing without it.
    expect(await raw.ping()).toBe('PONG');
    const env = { REDIS_URL, REDIS_PREFIX: PREFIX, ANSWER_CACHE: '1' };
    a = await createTestApp(env);
    b = await createSecondApp(a, env);
    await Promise.all([a.services.changeRelay!.ready, b.services.changeRelay!.ready]);
    // Sessions live in the shared Redis, so a cookie from A works on B as it would behind a balancer.
    as.member = await sessionCookie(a, (await createMember(a)).userId);
    as.admin = await sessionCookie(a, (await createMember(a, { type: '관리자' })).userId);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const keys = await raw.keys(`${PREFIX}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
  });

  it('shows a review written through A in the review list and ranking B has cached', async () => {
    const card = await newCard('릴레이리뷰');
    const byCard = { card_id: card, text_nation: 'kr' as const };
    const ranked = async () =>
      (await b.call(rankingCalls.rank('rating', 'kr'), { keyword: {} })).map((r) => r.id);
    expect(await b.call(reviewCalls.list, byCard)).toEqual([]);
    expect(await ranked()).not.toContain(card);

    await a.call(
      reviewCalls.insert,
      {
        ...byCard,
        rate_perform_check: true,
        rate_perform: 5,
        rate_collect_check: false,
        rate_collect: 0,
        content: 'A에서 쓴 리뷰',
      },
      as.member,
    );

    await vi.waitFor(async () => {
      expect((await b.call(reviewCalls.list, byCard)).map((r) => r.content)).toEqual(['A에서 쓴 리뷰']);
      expect(await ranked()).toContain(card);
    }, RELAY_BOUND);
  });

  it('shows a price entered through A in the statistics B has cached', async () => {
    const card = await newCard('릴레이가격');
    const stats = () => b.call(tradeStatsCalls.stats, { card_id: card, card_nation: 'kr' });
    expect((await stats()).posts.total).toBe(0);

    await a.call(
      tradeStatsCalls.adminInsertPrice,
      {
        card_id: card,
        card_nation: 'kr',
        card_name: '릴레이가격',
        card_state: 'S급',
        card_price: 15_000,
        card_created: '2026-01-10',
        state: '등록됨',
      },
      as.admin,
    );

    await vi.waitFor(async () => expect((await stats()).posts.total).toBe(1), RELAY_BOUND);
  });

  it('follows a board setting saved through A in the board settings B keeps in memory', async () => {
    const group = await a.call(boardAdminCalls.groupSave, { name: '릴레이그룹', sort: 9 }, as.admin);
    const board = { group_id: group.id, name: '릴레이게시판', gates: OPEN_BOARD_GATES, rows_per_page: 20 };
    const { id } = await a.call(boardAdminCalls.boardSave, board, as.admin);
    expect((await b.call(boardCalls.list, { board_name: '릴레이게시판' })).size).toBe(20);

    await a.call(boardAdminCalls.boardSave, { ...board, id, rows_per_page: 7 }, as.admin);

    await vi.waitFor(
      async () => expect((await b.call(boardCalls.list, { board_name: '릴레이게시판' })).size).toBe(7),
      RELAY_BOUND,
    );
  });

  it('shows a card edit made through A on the card page and in the searches B has cached', async () => {
    const card = await newCard('릴레이수정전');
    const page = async () => (await b.call(cardPageCalls.page, { id: card }))[0]!.kr?.name;
    const found = async () =>
      (await b.call(searchCalls.list('kr'), { keyword: { text: '릴레이수정후' } })).map((r) => r.id);
    expect(await page()).toBe('릴레이수정전');
    expect(await found()).toEqual([]);

    await a.call(
      cardEditCalls.save,
      {
        id: card,
        nation: 'kr',
        insert_type: 'simple',
        fields: {
          name: '릴레이수정후',
          ancientTrait_name: null,
          ancientTrait_text: null,
          effects: null,
          rules: [],
          image: 'default.png',
          number: '006',
          rarity: 'RR',
          set_printedTotal: 165,
          set_name: '포켓몬 카드 151',
          isAvailable: true,
        },
        memo: 'A에서 수정',
      },
      as.admin,
    );

    await vi.waitFor(async () => {
      expect(await page()).toBe('릴레이수정후');
      expect(await found()).toEqual([card]);
    }, RELAY_BOUND);
  });
});
