import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cardLinkCalls as calls } from '@carddogam/contract/calls/card-links';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { finishImportRun, startImportRun } from '../../src/repositories/import-runs';

describe('new English cards of the latest import (/admin/card/new_card_en)', () => {
  let t: TestApp;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    staffHeaders = await sessionCookie(t, (await createMember(t, { type: '일어알바' })).userId);
    const db = t.services.db;
    // An older run brought one card; the last run brought three.
    const older = await startImportRun(db);
    await insertCard(db, { en: { id: 'old-1', setId: 'sv1' }, kr: false });
    await finishImportRun(db, older, {});
    await db.execute(sql`update card_en set created = now() - interval '2 days' where id = 'old-1'`);
    await db.execute(sql`update import_run set started = now() - interval '3 days' where id = ${older}`);
    const last = await startImportRun(db);
    await insertCard(db, { en: { id: 'new-both', setId: 'sv2' }, kr: false, jp: false });
    await insertCard(db, { en: { id: 'new-jp-only', setId: 'sv2' }, kr: false, jp: {} });
    await insertCard(db, { en: { id: 'new-complete', setId: 'sv3' }, kr: {}, jp: {} });
    await finishImportRun(db, last, { editions: {} });
  });
  afterAll(() => t.close());

  it('lists the last run’s English cards that lack a Korean or a Japanese record', async () => {
    const page = await t.call(calls.newCardEn, { sort: 'id', desc: false }, staffHeaders);
    expect(page.rows.map((r) => [r.id, r.has_kr, r.has_jp])).toEqual([
      ['new-both', false, false],
      ['new-jp-only', false, true],
    ]);
    expect(page.total).toBe(2);
  });

  it('filters by set and by the missing edition, and widens to the last two runs', async () => {
    const lackingJp = await t.call(calls.newCardEn, { lacking: 'jp' }, staffHeaders);
    expect(lackingJp.rows.map((r) => r.id)).toEqual(['new-both']);
    const inSet = await t.call(calls.newCardEn, { set_id: 'sv1', runs: 2 }, staffHeaders);
    expect(inSet.rows.map((r) => r.id)).toEqual(['old-1']);
    const runs = await t.call(calls.importRuns, {}, staffHeaders);
    expect(runs).toHaveLength(2);
    expect(runs[0]!.finished).not.toBeNull();
  });

  it('refuses an out-of-range run count with a Korean message', async () => {
    const res = await t.post(calls.newCardEn.path, { params: { runs: 50 } }, staffHeaders);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('최근 가져오기 횟수는');
  });
});
