import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_FIGURES,
  DASHBOARD_PERIODS,
  SITE_DASHBOARD_MSG,
  siteDashboardCalls as calls,
  type DashboardFigure,
  type DashboardQueueKey,
} from '@carddogam/contract/calls/site-dashboard';
import { formatDate } from '@carddogam/contract/dates';
import { queryRows } from '../../src/db/client';
import {
  boardPost,
  cardReview,
  inquiry,
  memberReport,
  pointmallOrder,
  provideBug,
  provideImage,
  tradePost,
  tradePrice,
  users,
  visitCounter,
  visitedLog,
} from '../../src/db/schema/index';
import { rollUpVisits } from '../../src/services/visit-rollup';
import { createTestApp, type TestApp } from '../helpers/app';
import { createBoard } from '../helpers/boards';
import { createMember, sessionCookie } from '../helpers/members';
import { product } from '../helpers/pointmall';

/**
 * /admin/dashboard (decision 037): on a data set written with fixed Seoul days, every figure the call
 * answers equals a count of the raw tables made here by other statements.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const today = formatDate(new Date());
/** The Seoul day `back` days before today. */
const dayAgo = (back: number) => new Date(Date.parse(today) - back * DAY_MS).toISOString().slice(0, 10);
/** An instant on the Seoul day `back` days ago, at a Seoul wall time. */
const at = (back: number, time = '12:00') => new Date(`${dayAgo(back)}T${time}:00+09:00`);

/** Where each figure's rows are in the raw tables, as the recount reads them. */
const RAW: Record<Exclude<DashboardFigure, 'visitors'>, { table: string; where?: string }> = {
  page_views: { table: 'visited_log' },
  new_members: { table: 'users' },
  board_posts: { table: 'board_post', where: 'deleted_at is null' },
  card_reviews: { table: 'card_review' },
  trade_posts: { table: 'trade_post' },
  trade_prices: { table: 'trade_price' },
};

const WAITING_RECOUNT: Partial<Record<DashboardQueueKey, string>> = {
  provide_image: `select count(*) from provide_image where status = 'pending'`,
  provide_bug: `select count(*) from provide_bug where status = 'pending'`,
  member_report: `select count(*) from member_report where status = '접수'`,
  inquiry: `select count(*) from inquiry where status = '접수'`,
  order_new: `select count(*) from pointmall_order where status = '주문접수'`,
  order_preparing: `select count(*) from pointmall_order where status = '준비중'`,
};

describe('admin dashboard', () => {
  let t: TestApp;
  let adminCookie: Record<string, string>;

  const one = async (query: SQL) =>
    (await queryRows<{ n: number }>(t.services.db, sql`select (${query})::int as n`))[0]!.n;

  /** A figure of one Seoul day, counted straight from its raw table. */
  function recount(figure: DashboardFigure, day: string): Promise<number> {
    if (figure === 'visitors')
      return one(sql`select coalesce(sum(count), 0) from visit_counter where day = ${day}::date`);
    const { table, where } = RAW[figure];
    return one(
      sql`select count(*) from ${sql.identifier(table)}
        where (created at time zone 'Asia/Seoul')::date = ${day}::date ${sql.raw(where ? `and ${where}` : '')}`,
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    const boss = await createMember(t, { type: '관리자' });
    adminCookie = await sessionCookie(t, boss.userId);
    const db = t.services.db;

    // Visits and visitor counts on 35 days (some before the longest period), uneven from day to day.
    for (let back = 0; back < 35; back += 1) {
      await db.insert(visitCounter).values({ day: dayAgo(back), count: 10 + back });
      for (let i = 0; i <= back % 4; i += 1) {
        await db.insert(visitedLog).values({
          path: ['/card/list?page=2', '/card/list', '/board/read?id=1', '/'][i]!,
          ip: `10.0.${back}.${i % 2}`,
          userId: i % 2 ? boss.userId : null,
          created: at(back, i % 2 ? '00:05' : '23:55'),
        });
      }
    }
    // Members joined on chosen days (today's include the 관리자 made above).
    for (const back of [0, 1, 3, 8, 29, 31]) {
      const member = await createMember(t);
      await db
        .update(users)
        .set({ created: at(back, '08:30') })
        .where(eq(users.userId, member.userId));
    }
    const boardId = await createBoard(db, { group: '커뮤니티', name: '대시보드 게시판' });
    for (const back of [0, 2, 6, 7, 20, 40]) {
      await db
        .insert(boardPost)
        .values({ boardId, title: `글 ${back}`, content: '', userId: boss.userId, created: at(back) });
    }
    // A deleted post counts nowhere.
    await db.insert(boardPost).values({
      boardId,
      title: '삭제된 글',
      content: '',
      userId: boss.userId,
      created: at(1),
      deletedAt: at(0),
    });
    for (const [i, back] of [0, 0, 5, 12, 33].entries()) {
      await db
        .insert(cardReview)
        .values({ cardId: `xy1-${i}`, textNation: 'kr', userId: boss.userId, created: at(back) });
      await db
        .insert(tradePost)
        .values({ userId: boss.userId, title: `판매 ${i}`, created: at(back, '21:00') });
    }
    for (const back of [0, 1, 1, 6, 7, 30]) {
      await db.insert(tradePrice).values({
        cardId: 'xy1-1',
        cardNation: 'kr',
        cardState: '일반',
        cardPrice: 1000 + back,
        created: at(back, '03:00'),
      });
    }

    // Waiting and handled items of some queues.
    for (const status of ['pending', 'pending', 'approved']) {
      await db
        .insert(provideImage)
        .values({ userId: boss.userId, cardId: 'xy1-1', cardNation: 'kr', image: 'a.webp', status });
      await db.insert(provideBug).values({
        userId: boss.userId,
        cardId: 'xy1-1',
        cardNation: 'kr',
        category: '오타',
        content: '내용',
        status,
      });
    }
    for (const status of ['접수', '처리'] as const) {
      await db.insert(memberReport).values({
        reporterUserId: boss.userId,
        reportedUserId: `someone-${status}`,
        reason: '욕설',
        sourceKind: 'user',
        status,
      });
      await db
        .insert(inquiry)
        .values({ userId: boss.userId, category: '기타', title: '문의', content: '내용' });
    }
    const productId = await product(t);
    for (const status of ['주문접수', '주문접수', '준비중', '배송중']) {
      await db.insert(pointmallOrder).values({
        userId: boss.userId,
        productId,
        productTitle: '상품',
        quantity: 1,
        unitPrice: 100,
        totalPrice: 100,
        status,
        recipient: '김철수',
        phone: '010-1234-5678',
        postcode: '12345',
        address: '서울',
      });
    }
    await rollUpVisits(t.services);
  });
  afterAll(() => t.close());

  it.each(DASHBOARD_PERIODS)(
    'answers the raw tables’ counts for %s, per day and in total',
    async (period) => {
      const answer = await t.call(calls.dashboard, { period }, adminCookie);
      const length = { today: 1, '7d': 7, '30d': 30 }[period];
      expect(answer.days.map((d) => d.day)).toEqual(Array.from({ length }, (_, i) => dayAgo(length - 1 - i)));
      for (const row of answer.days) {
        const expected = Object.fromEntries(
          await Promise.all(DASHBOARD_FIGURES.map(async (f) => [f, await recount(f, row.day)] as const)),
        );
        expect(row).toEqual({ day: row.day, ...expected });
      }
      for (const figure of DASHBOARD_FIGURES) {
        expect(answer.totals[figure]).toBe(answer.days.reduce((sum, d) => sum + d[figure], 0));
      }
      // The data set puts something on the screen in every period.
      expect(answer.totals.page_views).toBeGreaterThan(0);
      expect(answer.totals.new_members).toBeGreaterThan(0);

      const paths = await queryRows<{ path: string; views: number }>(
        t.services.db,
        sql`select split_part(split_part(path, '?', 1), '#', 1) as path, count(*)::int as views
        from visited_log where (created at time zone 'Asia/Seoul')::date >= ${dayAgo(length - 1)}::date
        group by 1 order by 2 desc, 1 limit 10`,
      );
      expect(answer.top_paths).toEqual(paths);
    },
  );

  it('counts the waiting items of every queue', async () => {
    const answer = await t.call(calls.dashboard, { period: 'today' }, adminCookie);
    const counts = Object.fromEntries(answer.queues.map((q) => [q.key, q.count]));
    for (const [key, query] of Object.entries(WAITING_RECOUNT)) {
      expect(counts[key], key).toBe(await one(sql.raw(query)));
    }
    expect(counts).toMatchObject({
      provide_image: 2,
      provide_bug: 2,
      member_report: 1,
      inquiry: 2,
      order_new: 2,
      order_preparing: 1,
      provide_info: 0,
    });
  });

  it('keeps the 30-day figures equal to one count over the whole range', async () => {
    const answer = await t.call(calls.dashboard, { period: '30d' }, adminCookie);
    const from = dayAgo(29);
    expect(answer.totals.trade_prices).toBe(
      await one(
        sql`select count(*) from trade_price where (created at time zone 'Asia/Seoul')::date >= ${from}::date`,
      ),
    );
    expect(answer.totals.board_posts).toBe(5);
    expect(answer.totals.card_reviews).toBe(4);
  });

  it('refuses an unknown period with a Korean message, and non-admins', async () => {
    const bad = await t.post(calls.dashboard.path, { params: { period: '1y' } }, adminCookie);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(SITE_DASHBOARD_MSG.periodInvalid);
    expect((await t.post(calls.dashboard.path, { params: {} })).status).toBe(401);
    for (const type of ['사용자', '매니저'] as const) {
      const member = await createMember(t, { type });
      const res = await t.post(calls.dashboard.path, { params: {} }, await sessionCookie(t, member.userId));
      expect(res.status).toBe(403);
    }
  });
});
