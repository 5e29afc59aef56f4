import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cardCatalogueCalls as calls } from '@carddogam/contract/calls/card-admin-catalogue';
import { MSG } from '@carddogam/contract/messages';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

describe('/admin/card/card_en: the whole catalogue, paged and filtered on the server', () => {
  let t: TestApp;
  const as: Record<'jpPartTimer' | 'member', Record<string, string>> = { jpPartTimer: {}, member: {} };
  const ids = { charizard: '', pikachu: '', jpOnly: '', trainer: '' };
  const idsOf = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    ids.charizard = await insertCard(db, {
      en: { id: 'sv3pt5-6', name: 'Charizard ex', setRelease: '2023-09-22' },
      kr: { name: '리자몽 ex' },
      jp: { name: 'リザードンex' },
    });
    ids.pikachu = await insertCard(db, {
      en: {
        id: 'sv1-60',
        name: 'Pikachu',
        setId: 'sv1',
        setName: 'Scarlet & Violet',
        setRelease: '2023-03-31',
      },
      kr: { name: '피카츄' },
    });
    ids.jpOnly = await insertCard(db, {
      en: {
        id: 'jp-SV9-1',
        name: 'ピカチュウ',
        isAvailable: false,
        setId: null,
        setName: null,
        setRelease: null,
      },
      jp: { name: 'ピカチュウ', setRelease: '2025-01-24' },
    });
    ids.trainer = await insertCard(db, {
      en: {
        id: 'sv2-185',
        name: "Boss's Orders",
        supertype: 'Trainer',
        setId: 'sv2',
        setRelease: '2023-06-09',
      },
      withParts: false,
    });
    await refreshCardSearch(db);
    as.jpPartTimer = await sessionCookie(t, (await createMember(t, { type: '일어알바' })).userId);
    as.member = await sessionCookie(t, (await createMember(t)).userId);
  });
  afterAll(() => t.close());

  it('is for staff (일어알바 included), not members', async () => {
    const member = await t.post(calls.catalogue.path, { params: {} }, as.member);
    expect(member.status).toBe(403);
    expect((member.body as { error: { message: string } }).error.message).toBe(MSG.staffOnly);
  });

  it('pages every card newest release first by default, with each edition shown', async () => {
    const first = await t.call(calls.catalogue, { size: 2 }, as.jpPartTimer);
    expect(first.total).toBe(4);
    expect(idsOf(first.rows)).toEqual([ids.jpOnly, ids.charizard]);
    expect(first.rows[1]).toMatchObject({
      name_en: 'Charizard ex',
      name_kr: '리자몽 ex',
      name_jp: 'リザードンex',
      has_kr: true,
      has_jp: true,
      is_available: true,
      release: '2023-09-22',
      deleted_at: null,
    });
    const second = await t.call(calls.catalogue, { size: 2, page: 2 }, as.jpPartTimer);
    expect(idsOf(second.rows)).toEqual([ids.trainer, ids.pikachu]);
    const oldest = await t.call(calls.catalogue, { size: 1, dir: 'asc' }, as.jpPartTimer);
    expect(idsOf(oldest.rows)).toEqual([ids.pikachu]);
  });

  it('filters by text in any edition or id, set, supertype and which editions a card has', async () => {
    const call = (p: Parameters<typeof t.call<typeof calls.catalogue>>[1]) =>
      t.call(calls.catalogue, p, as.jpPartTimer).then((r) => idsOf(r.rows).sort());
    expect(await call({ text: '피카' })).toEqual([ids.pikachu]);
    expect(await call({ text: 'ピカチュウ' })).toEqual([ids.jpOnly]);
    expect(await call({ text: 'sv3pt5-6' })).toEqual([ids.charizard]);
    expect(await call({ text: 'chari' })).toEqual([ids.charizard]);
    expect(await call({ set_id: 'sv1' })).toEqual([ids.pikachu]);
    expect(await call({ supertype: 'Trainer' })).toEqual([ids.trainer]);
    expect(await call({ has_kr: 'yes' })).toEqual([ids.pikachu, ids.charizard].sort());
    expect(await call({ has_jp: 'no', has_kr: 'no' })).toEqual([ids.trainer]);
    expect(await call({ own_only: true })).toEqual([ids.jpOnly]);
  });

  it('sorts by id and by name both ways', async () => {
    const byId = await t.call(calls.catalogue, { sort: 'id', dir: 'asc' }, as.jpPartTimer);
    expect(idsOf(byId.rows)).toEqual([...Object.values(ids)].sort());
    const byName = await t.call(calls.catalogue, { sort: 'name', dir: 'desc', size: 1 }, as.jpPartTimer);
    expect(byName.rows[0]!.name_en).toBe('ピカチュウ');
  });

  it('shows deleted cards only when asked, from the card records', async () => {
    await t.services.db.execute(sql`update card_en set deleted_at = now() where id = ${ids.trainer}`);
    await refreshCardSearch(t.services.db, [ids.trainer]);
    const live = await t.call(calls.catalogue, {}, as.jpPartTimer);
    expect(idsOf(live.rows)).not.toContain(ids.trainer);
    const deleted = await t.call(calls.catalogue, { deleted: true }, as.jpPartTimer);
    expect(idsOf(deleted.rows)).toEqual([ids.trainer]);
    expect(deleted.rows[0]!.deleted_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
