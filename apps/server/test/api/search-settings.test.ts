import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@carddogam/contract/messages';
import { referenceCalls } from '@carddogam/contract/calls/reference';
import { SITE_SETTINGS_MSG as M, searchSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { cardSet, staffActionLog, supertypeItem } from '../../src/db/schema/index';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

type Headers = Record<string, string>;
const errorOf = (body: unknown) => (body as { error?: { code: string; message: string } }).error;

/**
 * The card search's settings (/admin/search/basic and supertype): 관리자 only, every write logged, the §7.2
 * first set answering the chosen set while it exists and the newest Korean set otherwise.
 */
describe('search settings', () => {
  let t: TestApp;
  let admin: Headers;
  let adminId: string;
  const others = new Map<string, Headers>();

  beforeAll(async () => {
    t = await createTestApp();
    const row = await createMember(t, { type: '관리자' });
    adminId = row.userId;
    admin = await sessionCookie(t, adminId);
    for (const type of ['운영진', '매니저', '일어알바'] as const)
      others.set(type, await sessionCookie(t, (await createMember(t, { type })).userId));
    const db = t.services.db;
    await db.insert(cardSet).values([
      { nation: 'kr', code: 'SV2a', name: '포켓몬 카드 151', releaseDate: '2023-06-16' },
      { nation: 'kr', code: 'SV8', name: '초전브레이커', releaseDate: '2024-12-01' },
    ]);
    await insertCard(db, { kr: { setName: '포켓몬 카드 151' }, withParts: false });
    await insertCard(db, { kr: { setName: '초전브레이커', setRelease: '2024-12-01' }, withParts: false });
    await db.insert(supertypeItem).values([
      { category: 'supertype', en: 'Pokémon', kr: '포켓몬', sortOrder: 1 },
      { category: 'supertype', en: 'Trainer', kr: '트레이너스', sortOrder: 2 },
      { category: 'supertype', en: 'Energy', kr: '에너지', sortOrder: 3 },
      { category: 'type', en: 'Fire', kr: '불', sortOrder: 1 },
    ]);
  });
  afterAll(() => t.close());

  it('refuses 운영진, 매니저 and 일어알바 every settings call, reads and writes alike', async () => {
    for (const [type, cookie] of others) {
      for (const [path, params] of [
        [calls.basicRead.path, {}],
        [calls.basicSave.path, { first_set: null, regulation_marks: [] }],
        [calls.supertypeList.path, {}],
        [calls.supertypeSave.path, { id: 1, kr: '포켓몬', is_show: true }],
      ] as const) {
        const res = await t.post(path, { params }, cookie);
        expect([type, path, res.status]).toEqual([type, path, 403]);
        expect(errorOf(res.body)?.message).toBe(MSG.adminOnly);
      }
    }
  });

  it('answers the newest Korean set until a first set is chosen, then the chosen one', async () => {
    expect(await t.call(referenceCalls.firstSet)).toEqual([{ set_name: '초전브레이커' }]);
    expect(await t.call(calls.defaults)).toEqual({ first_set: null, regulation_marks: [] });

    const saved = await t.call(
      calls.basicSave,
      { first_set: '포켓몬 카드 151', regulation_marks: ['h', 'G', 'H'] },
      admin,
    );
    expect(saved).toEqual({ message: M.saved });
    expect(await t.call(referenceCalls.firstSet)).toEqual([{ set_name: '포켓몬 카드 151' }]);
    expect(await t.call(calls.defaults)).toEqual({
      first_set: '포켓몬 카드 151',
      regulation_marks: ['G', 'H'],
    });
    expect(await t.call(calls.basicRead, {}, admin)).toEqual({
      first_set: '포켓몬 카드 151',
      regulation_marks: ['G', 'H'],
      newest_set: '초전브레이커',
    });

    const [entry] = await t.services.db
      .select()
      .from(staffActionLog)
      .where(eq(staffActionLog.action, 'search_defaults.update'));
    expect(entry).toMatchObject({
      userId: adminId,
      before: { first_set: null, regulation_marks: [] },
      after: { first_set: '포켓몬 카드 151', regulation_marks: ['G', 'H'] },
    });

    // Clearing the choice goes back to the newest set.
    await t.call(calls.basicSave, { first_set: '', regulation_marks: [] }, admin);
    expect(await t.call(referenceCalls.firstSet)).toEqual([{ set_name: '초전브레이커' }]);
  });

  it('refuses a first set that is not a Korean set and a mark that is not one letter, with 400', async () => {
    const unknown = await t.post(
      calls.basicSave.path,
      { params: { first_set: 'Scarlet & Violet', regulation_marks: [] } },
      admin,
    );
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.body)).toEqual({ code: 'SET_NOT_FOUND', message: M.firstSetMissing });
    const badMark = await t.post(
      calls.basicSave.path,
      { params: { first_set: null, regulation_marks: ['GH'] } },
      admin,
    );
    expect(badMark.status).toBe(400);
    expect(errorOf(badMark.body)?.message).toContain(M.markInvalid);
  });

  it('renames, hides and reorders supertype labels, which the §7.2 list then follows', async () => {
    const rows = await t.call(calls.supertypeList, {}, admin);
    const id = (en: string) => rows.find((r) => r.en === en)!.id;
    await t.call(calls.supertypeSave, { id: id('Trainer'), kr: '트레이너', is_show: true }, admin);
    await t.call(calls.supertypeSave, { id: id('Energy'), kr: '에너지', is_show: false }, admin);
    await t.call(calls.supertypeReorder, { category: 'supertype', ids: [id('Trainer')] }, admin);

    const shown = await t.call(referenceCalls.supertypeList);
    expect(shown.filter((r) => r.category === 'supertype').map((r) => [r.en, r.kr])).toEqual([
      ['Trainer', '트레이너'],
      ['Pokémon', '포켓몬'],
    ]);
    // Another category keeps its order.
    expect((await t.call(calls.supertypeList, {}, admin)).find((r) => r.en === 'Fire')?.sort_order).toBe(1);

    const empty = await t.post(
      calls.supertypeSave.path,
      { params: { id: id('Fire'), kr: ' ', is_show: true } },
      admin,
    );
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body)?.message).toContain(M.krRequired);
    const missing = await t.post(
      calls.supertypeSave.path,
      { params: { id: 999_999, kr: '물', is_show: true } },
      admin,
    );
    expect(missing.status).toBe(404);

    const logged = await t.services.db
      .select({ action: staffActionLog.action })
      .from(staffActionLog)
      .where(eq(staffActionLog.targetType, 'supertype_item'));
    expect(logged.map((l) => l.action).sort()).toEqual([
      'supertype_item.reorder',
      'supertype_item.update',
      'supertype_item.update',
    ]);
  });
});
