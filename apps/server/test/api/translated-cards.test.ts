import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRANSLATE_MSG as M, translateAdminCalls as calls } from '@carddogam/contract/calls/translate-admin';
import { searchCalls, searchKeyword } from '@carddogam/contract/calls/search';
import {
  cardKrNameSuggestion,
  cardKrPartSuggestion,
  staffActionLog,
  updateLog,
} from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** /admin/card/translated (decision 036): Korean data by source, bulk 확정 and 삭제 of proposals. */
describe('translated cards', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  let managerId: string;
  const ids = { proposed: '', staffKr: '', importedKr: '' };
  let partId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    const member = await createMember(t, { type: '매니저' });
    managerId = member.userId;
    manager = await sessionCookie(t, managerId);
    ids.proposed = await insertCard(db, { en: { name: 'Zapdos' }, withParts: false });
    ids.staffKr = await insertCard(db, { kr: { name: '리자몽 ex', writer: 'staff1' }, withParts: false });
    ids.importedKr = await insertCard(db, { kr: { name: '리자몽 ex' }, withParts: false });
    await db.insert(cardKrNameSuggestion).values({ cardId: ids.proposed, name: '썬더', source: 'translate' });
    const [part] = await db
      .insert(cardKrPartSuggestion)
      .values({ cardId: ids.proposed, kind: 'rarity', en: 'Double Rare', kr: 'RR', source: 'translate' })
      .returning();
    partId = part!.id;
    await db.insert(updateLog).values({
      provideType: 'card',
      provideId: 5,
      cardId: ids.staffKr,
      cardNation: 'kr',
      provider: 'reporter1',
      updater: 'staff1',
    });
    await refreshCardSearch(db);
  });
  afterAll(() => t.close());

  const list = (params: Parameters<typeof t.call<typeof calls.translatedList>>[1]) =>
    t.call(calls.translatedList, params, manager);
  const searchKr = (text: string) =>
    t.call(searchCalls.list('kr'), { keyword: searchKeyword.parse({ text, text_type: 'Card name' }) });

  it('lists the Korean data of each source', async () => {
    const names = await list({ source: 'proposal', kind: 'name', state: '미확인' });
    expect(names.items.map((r) => [r.key, r.name_en, r.kr, r.source, r.confirmed])).toEqual([
      [`name:${ids.proposed}`, 'Zapdos', '썬더', 'translate', false],
    ]);
    const rarities = await list({ source: 'proposal', kind: 'rarity', state: '전체' });
    expect(rarities.items.map((r) => [r.key, r.en, r.kr])).toEqual([[`part:${partId}`, 'Double Rare', 'RR']]);
    const staff = await list({ source: 'staff' });
    expect(staff.items.map((r) => [r.card_id, r.kr, r.by])).toEqual([[ids.staffKr, '리자몽 ex', 'staff1']]);
    const imported = await list({ source: 'import' });
    expect(imported.items.map((r) => r.card_id)).toEqual([ids.importedKr]);
    const reports = await list({ source: 'report' });
    expect(reports.items.map((r) => [r.card_id, r.provider, r.by])).toEqual([
      [ids.staffKr, 'reporter1', 'staff1'],
    ]);
    expect((await list({ source: 'proposal', kind: 'name', text: '없는이름' })).total).toBe(0);
  });

  it('confirms proposals: the name shows in search without 미확인, and each is logged', async () => {
    expect((await searchKr('썬더')).map((r) => [r.id, r.name_kr_confirmed])).toEqual([[ids.proposed, false]]);
    const refused = await t.post(calls.translatedConfirm.path, { params: {} }, manager);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: { code: 'BAD_REQUEST', message: M.nothingChosen } });

    const done = await t.call(calls.translatedConfirm, { names: [ids.proposed], parts: [partId] }, manager);
    expect(done).toEqual({ count: 2, message: M.confirmed(2) });
    expect((await searchKr('썬더')).map((r) => [r.id, r.name_kr_confirmed])).toEqual([[ids.proposed, true]]);
    const [name] = await t.services.db
      .select()
      .from(cardKrNameSuggestion)
      .where(eq(cardKrNameSuggestion.cardId, ids.proposed));
    expect([name?.confirmed, name?.confirmedBy, name?.confirmedAt instanceof Date]).toEqual([
      true,
      managerId,
      true,
    ]);
    const logged = await t.services.db
      .select()
      .from(staffActionLog)
      .where(eq(staffActionLog.action, 'translate.confirm'));
    expect(logged.map((l) => [l.targetType, l.targetId, l.userId]).sort()).toEqual(
      [
        ['card_kr_name_suggestion', ids.proposed, managerId],
        ['card_kr_part_suggestion', String(partId), managerId],
      ].sort(),
    );
    // Confirming again changes nothing.
    expect((await t.call(calls.translatedConfirm, { names: [ids.proposed] }, manager)).count).toBe(0);
    expect((await list({ source: 'proposal', kind: 'name', state: '확정' })).total).toBe(1);
  });

  it('deletes proposals, taking the name out of search', async () => {
    const done = await t.call(calls.translatedDelete, { names: [ids.proposed], parts: [partId] }, manager);
    expect(done.count).toBe(2);
    expect(await searchKr('썬더')).toEqual([]);
    expect(await t.services.db.select().from(cardKrPartSuggestion)).toEqual([]);
    const logged = await t.services.db
      .select()
      .from(staffActionLog)
      .where(eq(staffActionLog.action, 'translate.delete_proposal'));
    expect(logged).toHaveLength(2);
  });
});
