import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRANSLATE_MSG as M, translateAdminCalls as calls } from '@carddogam/contract/calls/translate-admin';
import { MSG } from '@carddogam/contract/messages';
import {
  cardAbility,
  cardAttack,
  cardKr,
  cardKrNameSuggestion,
  cardKrPartSuggestion,
  cardSearch,
  rarityMap,
  staffActionLog,
  translationEntry,
} from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/**
 * Translation dictionaries (decision 036): who may write them (§6), seeding from the catalogue without
 * touching staff entries, and applying them as unconfirmed proposals for empty fields only.
 */
describe('translation dictionaries', () => {
  let t: TestApp;
  const as: Record<'manager' | 'jpStaff' | 'member', Record<string, string>> = {
    manager: {},
    jpStaff: {},
    member: {},
  };
  const ids = { potionKr: '', potion: '', charizardKr: '', charizard: '', krWithoutRarity: '' };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    for (const [key, type] of [
      ['manager', '매니저'],
      ['jpStaff', '일어알바'],
      ['member', '사용자'],
    ] as const) {
      as[key] = await sessionCookie(t, (await createMember(t, { type })).userId);
    }
    const potion = { name: 'Potion', supertype: 'Trainer', subtypes: ['Item'], rarity: 'Uncommon' };
    ids.potionKr = await insertCard(db, {
      en: potion,
      kr: { name: '상처약', rarity: 'U' },
      withParts: false,
    });
    ids.potion = await insertCard(db, { en: potion, withParts: false });
    ids.charizardKr = await insertCard(db, { kr: { name: '리자몽 ex', rarity: 'RR' } });
    // The Korean print's attacks and ability at the places of the English ones.
    await db.insert(cardAttack).values([
      { cardId: ids.charizardKr, nation: 'kr', position: 0, name: '용감한날개' },
      { cardId: ids.charizardKr, nation: 'kr', position: 1, name: '폭염소용돌이' },
    ]);
    await db
      .insert(cardAbility)
      .values({ cardId: ids.charizardKr, nation: 'kr', position: 0, name: '테스트 특성' });
    ids.charizard = await insertCard(db, {});
    // A Korean record with its name but without a rarity.
    ids.krWithoutRarity = await insertCard(db, { kr: { name: '리자몽 ex', rarity: null }, withParts: false });
    await refreshCardSearch(db);
  });
  afterAll(() => t.close());

  const save = (params: Record<string, unknown>, who = as.manager) =>
    t.post(calls.entrySave.path, { params }, who);

  it('lets staff read the dictionaries and only 관리자, 운영진 and 매니저 write them (§6)', async () => {
    const refusedJp = await save({ kind: 'card_name', en: 'Switch', kr: '포켓몬 교체' }, as.jpStaff);
    expect(refusedJp.status).toBe(403);
    expect(refusedJp.body).toEqual({ error: { code: 'FORBIDDEN', message: MSG.staffOnly } });
    const refusedMember = await save({ kind: 'card_name', en: 'Switch', kr: '포켓몬 교체' }, as.member);
    expect(refusedMember.status).toBe(403);
    for (const path of [calls.apply.path, calls.seed.path, calls.translatedConfirm.path]) {
      expect((await t.post(path, { params: {} }, as.jpStaff)).status).toBe(403);
    }
    expect((await t.post(calls.entrySave.path, { params: {} })).status).toBe(401);

    const read = await t.call(calls.entryList, { kind: 'card_name' }, as.jpStaff);
    expect(read).toEqual({ total: 0, items: [] });
    expect((await t.post(calls.entryList.path, { params: { kind: 'card_name' } }, as.member)).status).toBe(
      403,
    );
    expect(await t.services.db.select().from(translationEntry)).toEqual([]);
  });

  it('refuses an empty Korean name and a second entry of the same English name', async () => {
    const empty = await save({ kind: 'card_name', en: 'Potion', kr: '  ' });
    expect(empty.status).toBe(400);
    expect((empty.body as { error: { message: string } }).error.message).toContain(M.krRequired);

    const first = await t.call(calls.entrySave, { kind: 'card_name', en: 'Potion', kr: '포션' }, as.manager);
    expect(first.message).toBe(M.saved);
    const again = await save({ kind: 'card_name', en: 'POTION', kr: '상처약' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'CONFLICT', message: M.entryTaken } });
    // The same English name may stand in the other dictionary.
    expect((await save({ kind: 'attack_name', en: 'Potion', kr: '포션' })).status).toBe(200);
    const [log] = await t.services.db
      .select()
      .from(staffActionLog)
      .where(eq(staffActionLog.targetId, String(first.id)));
    expect(log).toMatchObject({ action: 'translation_entry.create', after: { kr: '포션', en: 'Potion' } });
  });

  it('seeds the dictionaries from the catalogue, idempotently, never changing a staff entry', async () => {
    const seeded = await t.call(calls.seed, {}, as.manager);
    expect(seeded.entries).toBeGreaterThan(1000); // the species names
    expect(seeded.rarities).toBe(2);

    const entries = await t.services.db.select().from(translationEntry);
    const entry = (kind: string, en: string) => entries.find((e) => e.kind === kind && e.en === en);
    // Staff wrote 포션; the Korean print says 상처약, and the staff entry stays.
    expect(entry('card_name', 'Potion')).toMatchObject({ kr: '포션', source: 'staff' });
    expect(entry('card_name', 'Charizard ex')).toMatchObject({ kr: '리자몽 ex', source: 'korean_prints' });
    expect(entry('card_name', 'Pikachu')).toMatchObject({
      kr: '피카츄',
      jp: 'ピカチュウ',
      source: 'species',
    });
    expect(entry('attack_name', 'Brave Wing')).toMatchObject({ kr: '용감한날개', source: 'korean_prints' });
    expect(entry('attack_name', 'Test Ability')).toMatchObject({ kr: '테스트 특성' });
    const rarities = await t.services.db.select().from(rarityMap);
    expect(rarities.map((r) => [r.en, r.kr]).sort()).toEqual([
      ['Double Rare', 'RR'],
      ['Uncommon', 'U'],
    ]);

    expect(await t.call(calls.seed, {}, as.manager)).toMatchObject({ entries: 0, rarities: 0 });
    expect(await t.services.db.select().from(translationEntry)).toHaveLength(entries.length);
  });

  it('counts the cards each entry would fill', async () => {
    const names = await t.call(calls.entryList, { kind: 'card_name', text: 'charizard ex' }, as.manager);
    expect(names.items.map((e) => [e.en, e.fills])).toEqual([['Charizard ex', 1]]);
    const potion = await t.call(calls.entryList, { kind: 'card_name', text: 'Potion' }, as.manager);
    expect(potion.items.map((e) => [e.en, e.fills])).toEqual([['Potion', 1]]);
    const attacks = await t.call(calls.entryList, { kind: 'attack_name', text: 'Brave' }, as.manager);
    expect(attacks.items.map((e) => [e.en, e.kr, e.fills])).toEqual([['Brave Wing', '용감한날개', 1]]);
    const rarities = await t.call(calls.rarityList, {}, as.manager);
    expect(rarities.items.map((r) => [r.en, r.fills]).sort()).toEqual([
      ['Double Rare', 2],
      ['Uncommon', 1],
    ]);
  });

  it('applies the dictionaries to empty fields only, as unconfirmed proposals, once', async () => {
    const db = t.services.db;
    const krBefore = await db.select().from(cardKr).orderBy(cardKr.cardId);

    const applied = await t.call(calls.apply, {}, as.manager);
    expect(applied).toEqual({ names: 2, rarities: 3, attacks: 1, message: M.applied(2, 3, 1) });
    expect(await db.select().from(cardKr).orderBy(cardKr.cardId)).toEqual(krBefore);

    const names = await db.select().from(cardKrNameSuggestion);
    // Staff's 포션 names the Potion without a Korean record; the cards with one get no name.
    expect(names.map((n) => [n.cardId, n.name, n.source, n.confirmed]).sort()).toEqual(
      [
        [ids.potion, '포션', 'translate', false],
        [ids.charizard, '리자몽 ex', 'translate', false],
      ].sort(),
    );
    const parts = await db
      .select()
      .from(cardKrPartSuggestion)
      .orderBy(cardKrPartSuggestion.cardId, cardKrPartSuggestion.kind, cardKrPartSuggestion.position);
    expect(parts.map((p) => [p.cardId, p.kind, p.position, p.en, p.kr, p.confirmed]).sort()).toEqual(
      [
        [ids.potion, 'rarity', 0, 'Uncommon', 'U', false],
        [ids.charizard, 'rarity', 0, 'Double Rare', 'RR', false],
        [ids.krWithoutRarity, 'rarity', 0, 'Double Rare', 'RR', false],
        [ids.charizard, 'attack', 0, 'Brave Wing', '용감한날개', false],
        [ids.charizard, 'attack', 1, 'Explosive Vortex', '폭염소용돌이', false],
        [ids.charizard, 'ability', 0, 'Test Ability', '테스트 특성', false],
      ].sort(),
    );
    const [search] = await db.select().from(cardSearch).where(eq(cardSearch.cardId, ids.charizard));
    expect([search?.nameKr, search?.nameKrConfirmed]).toEqual(['리자몽 ex', false]);

    expect(await t.call(calls.apply, {}, as.manager)).toMatchObject({ names: 0, rarities: 0, attacks: 0 });
    expect(await db.select().from(cardKrPartSuggestion)).toHaveLength(parts.length);
    const logged = await db.select().from(staffActionLog).where(eq(staffActionLog.action, 'translate.apply'));
    expect(logged.map((l) => l.after)).toEqual([
      { names: 2, rarities: 3, attacks: 1 },
      { names: 0, rarities: 0, attacks: 0 },
    ]);
  });
});
