import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_DASHBOARD_MSG,
  VISIT_LOG_COUNT_CAP,
  siteDashboardCalls as calls,
  type VisitLogParams,
} from '@carddogam/contract/calls/site-dashboard';
import { formatDate } from '@carddogam/contract/dates';
import { queryRows } from '../../src/db/client';
import { visitedLog } from '../../src/db/schema/index';
import { figuresPerDayQuery, topPathsQuery } from '../../src/repositories/site-dashboard';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** /admin/main/visited_log and the dashboard's reads of the log (decision 037). */

const seoul = (wall: string) => new Date(`${wall}+09:00`);

describe('visitor log', () => {
  let t: TestApp;
  let adminCookie: Record<string, string>;
  let member: { userId: string; nickname: string };

  const list = (params: VisitLogParams = {}) => t.call(calls.visitLog, params, adminCookie);
  const paths = (answer: Awaited<ReturnType<typeof list>>) => answer.items.map((i) => i.path);

  beforeAll(async () => {
    t = await createTestApp();
    const boss = await createMember(t, { type: '관리자' });
    adminCookie = await sessionCookie(t, boss.userId);
    member = await createMember(t);
    const rows: Array<[string, string, string | null, string]> = [
      ['/card/list?page=2', '10.0.0.1', member.userId, '2026-03-01T00:10:00'],
      ['/card/detail?id=xy1-1', '10.0.0.1', member.userId, '2026-03-01T23:50:00'],
      ['/board/read?id=3', '10.0.0.2', null, '2026-03-02T00:00:00'],
      ['/cardbook', '10.0.0.3', null, '2026-03-02T12:00:00'],
      ['/100%_sale', '10.0.0.3', null, '2026-03-03T12:00:00'],
      ['/card/list', '2001:db8::1', member.userId, '2026-03-04T08:00:00'],
    ];
    for (const [path, ip, userId, at] of rows) {
      await t.services.db.insert(visitedLog).values({ path, ip, userId, created: seoul(at) });
    }
  });
  afterAll(() => t.close());

  it('lists newest first with the member’s nickname, and pages on the server', async () => {
    const first = await list({ size: 2 });
    expect(first.total).toBe(6);
    expect(first.capped).toBe(false);
    expect(paths(first)).toEqual(['/card/list', '/100%_sale']);
    expect(first.items[0]).toMatchObject({
      ip: '2001:db8::1',
      user_id: member.userId,
      nickname: member.nickname,
    });
    expect(first.items[0]!.created).toBe(seoul('2026-03-04T08:00:00').toISOString());
    expect(first.items[1]).toMatchObject({ user_id: null, nickname: null });
    expect(paths(await list({ size: 2, page: 3 }))).toEqual(['/card/detail?id=xy1-1', '/card/list?page=2']);
  });

  it('filters by path prefix (taken literally), Seoul days, member and IP', async () => {
    expect(paths(await list({ path: '/card/' }))).toEqual([
      '/card/list',
      '/card/detail?id=xy1-1',
      '/card/list?page=2',
    ]);
    // '%' and '_' are characters of the path, not wildcards.
    expect(paths(await list({ path: '/100%_' }))).toEqual(['/100%_sale']);
    expect((await list({ path: '/1%' })).total).toBe(0);
    // 23:50 on 3/1 and 00:00 on 3/2 in Seoul fall on either side of the day's edge.
    expect(paths(await list({ from: '2026-03-01', to: '2026-03-01' }))).toEqual([
      '/card/detail?id=xy1-1',
      '/card/list?page=2',
    ]);
    expect(paths(await list({ from: '2026-03-02', to: '2026-03-03' }))).toEqual([
      '/100%_sale',
      '/cardbook',
      '/board/read?id=3',
    ]);
    expect((await list({ user_id: member.userId })).total).toBe(3);
    expect(paths(await list({ user_id: member.userId, path: '/card/list' }))).toEqual([
      '/card/list',
      '/card/list?page=2',
    ]);
    expect(paths(await list({ ip: '10.0.0.3' }))).toEqual(['/100%_sale', '/cardbook']);
    expect(paths(await list({ ip: '2001:db8::1' }))).toEqual(['/card/list']);
  });

  it('refuses malformed filters with a 400 and a Korean message', async () => {
    for (const [params, message] of [
      [{ from: '2026-13-01' }, SITE_DASHBOARD_MSG.dateInvalid],
      [{ from: '2026-03-05', to: '2026-03-01' }, SITE_DASHBOARD_MSG.dateOrder],
      [{ ip: "1.2.3.4' or 1=1" }, SITE_DASHBOARD_MSG.ipInvalid],
    ] as const) {
      const res = await t.post(calls.visitLog.path, { params }, adminCookie);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const guest = await t.post(calls.visitLog.path, { params: {} });
    expect(guest.status).toBe(401);
  });

  it('stops counting at the cap on a large log', async () => {
    await t.services.db.execute(sql`insert into visited_log (path, ip, created)
      select '/bulk', '10.9.9.9', timestamptz '2026-02-01 00:00+09' + g * interval '1 second'
      from generate_series(1, ${VISIT_LOG_COUNT_CAP + 5}) g`);
    const answer = await list({ ip: '10.9.9.9', size: 5 });
    expect(answer).toMatchObject({ total: VISIT_LOG_COUNT_CAP, capped: true });
    expect(answer.items).toHaveLength(5);
    await t.services.db.execute(sql`delete from visited_log where ip = '10.9.9.9'`);
  });
});

/**
 * The dashboard's plans on a log of 30 days: the past days are read from the rollup tables, and
 * visited_log only through its created index for today's rows (no sequential scan of the log).
 */
describe('dashboard query plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.db.execute(sql`insert into visited_log (path, ip, created)
      select '/p' || (g % 50), '10.1.' || (g % 200) || '.1', now() - (g * interval '1 minute')
      from generate_series(1, 43200) g`);
    await t.services.db.execute(sql`analyze visited_log`);
  });
  afterAll(() => t.close());

  async function planOf(query: ReturnType<typeof topPathsQuery>): Promise<string> {
    const rows = await queryRows<Record<string, string>>(t.services.db, sql`explain ${query}`);
    return rows.map((r) => Object.values(r)[0]).join('\n');
  }

  it('reads visited_log by its created index only', async () => {
    const today = formatDate(new Date());
    const from = new Date(Date.parse(today) - 29 * 86_400_000).toISOString().slice(0, 10);
    for (const query of [figuresPerDayQuery({ from, today }), topPathsQuery({ from, today }, 10)]) {
      const plan = await planOf(query);
      expect(plan).toMatch(/visited_log_created_idx/);
      expect(plan).not.toMatch(/Seq Scan on visited_log/);
      expect(plan).toMatch(/visit_(daily|path_daily)/);
    }
  });
});
