import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { visitedLog } from '../../src/db/schema/index';
import { removeOldVisits, rollUpVisits } from '../../src/services/visit-rollup';
import { createTestApp, type TestApp } from '../helpers/app';

/** The daily rollup of the visited log and the retention of its raw rows (decision 037). */

/** An instant given as Seoul wall time (Korea keeps no daylight saving time). */
const seoul = (wall: string) => new Date(`${wall}+09:00`);
/** Noon in Seoul on 2026-03-10: the job's clock in these tests. */
const NOW = seoul('2026-03-10T12:00:00');

describe('visit rollup and retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const visit = (path: string, at: string, userId: string | null = null, ip = '10.0.0.1') =>
    t.services.db.insert(visitedLog).values({ path, ip, userId, created: seoul(at) });

  const rollups = async () => ({
    daily: await queryRows(
      t.services.db,
      sql`select day::text, page_views, members, ips from visit_daily order by day`,
    ),
    paths: await queryRows(
      t.services.db,
      sql`select day::text, path, views from visit_path_daily order by day, path`,
    ),
  });
  const rawDays = async () =>
    (
      await queryRows<{ day: string }>(
        t.services.db,
        sql`select distinct ((created at time zone 'Asia/Seoul')::date)::text as day from visited_log
          order by 1`,
      )
    ).map((r) => r.day);

  beforeEach(async () => {
    await t.services.db.execute(sql`truncate visited_log, visit_daily, visit_path_daily`);
  });

  it('rolls up each finished Seoul day once, dropping query strings, and writes the same rows again', async () => {
    await visit('/card/list?page=2', '2026-03-09T10:00:00', 'ash', '10.0.0.1');
    await visit('/card/list', '2026-03-09T11:00:00', null, '10.0.0.2');
    await visit('/board/read?id=5#c3', '2026-03-09T12:00:00', 'ash', '10.0.0.1');
    // 23:59 and 00:00 Seoul fall on different days whatever UTC says (both are 2026-03-08 in UTC).
    await visit('/card/list', '2026-03-08T23:59:00', 'misty', '10.0.0.3');
    await visit('/', '2026-03-09T00:00:00', 'misty', '10.0.0.3');
    // Today is not finished: it stays out of the rollup.
    await visit('/', '2026-03-10T09:00:00', 'brock', '10.0.0.4');

    expect(await rollUpVisits(t.services, NOW)).toBe(2);
    const first = await rollups();
    expect(first.daily).toEqual([
      { day: '2026-03-08', page_views: 1, members: 1, ips: 1 },
      { day: '2026-03-09', page_views: 4, members: 2, ips: 3 },
    ]);
    expect(first.paths).toEqual([
      { day: '2026-03-08', path: '/card/list', views: 1 },
      { day: '2026-03-09', path: '/', views: 1 },
      { day: '2026-03-09', path: '/board/read', views: 1 },
      { day: '2026-03-09', path: '/card/list', views: 2 },
    ]);

    expect(await rollUpVisits(t.services, NOW)).toBe(0);
    expect(await rollups()).toEqual(first);

    // A lost visit_daily row makes its day pending again: the upsert rewrites its paths, not adds to them.
    await t.services.db.execute(sql`delete from visit_daily where day = '2026-03-09'`);
    expect(await rollUpVisits(t.services, NOW)).toBe(1);
    expect(await rollups()).toEqual(first);
  });

  it('gives the same rows when two processes run the rollup at once', async () => {
    for (const day of ['2026-03-05', '2026-03-06', '2026-03-07']) {
      await visit('/rank', `${day}T08:00:00`, 'ash');
      await visit('/rank?tab=2', `${day}T09:00:00`, null, '10.0.0.9');
    }
    const written = await Promise.all([rollUpVisits(t.services, NOW), rollUpVisits(t.services, NOW)]);
    expect(written.sort()).toEqual([0, 3]);
    const { daily, paths } = await rollups();
    expect(daily).toHaveLength(3);
    expect(daily.every((d) => (d as { page_views: number }).page_views === 2)).toBe(true);
    expect(paths).toEqual(
      ['2026-03-05', '2026-03-06', '2026-03-07'].map((day) => ({ day, path: '/rank', views: 2 })),
    );
  });

  it('deletes raw rows of rolled-up days older than 90 days, and keeps a day not rolled up yet', async () => {
    // 2026-03-10 minus 90 days is 2025-12-10: that day is kept, the day before is not.
    await visit('/old', '2025-12-09T23:59:00');
    await visit('/kept', '2025-12-10T00:00:00');
    await visit('/recent', '2026-03-01T12:00:00');
    await visit('/unrolled', '2025-11-30T12:00:00');
    await rollUpVisits(t.services, NOW);
    await t.services.db.execute(sql`delete from visit_daily where day = '2025-11-30'`);

    expect(await removeOldVisits(t.services, NOW)).toBe(1);
    expect(await rawDays()).toEqual(['2025-11-30', '2025-12-10', '2026-03-01']);
    // The rollup keeps the deleted day's figures.
    expect((await rollups()).daily).toContainEqual({ day: '2025-12-09', page_views: 1, members: 0, ips: 1 });

    // Once rolled up, the late day goes too; a second removal finds nothing more.
    await rollUpVisits(t.services, NOW);
    expect(await removeOldVisits(t.services, NOW)).toBe(1);
    expect(await removeOldVisits(t.services, NOW)).toBe(0);
    expect(await rawDays()).toEqual(['2025-12-10', '2026-03-01']);
  });
});
