import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRecordCalls as calls } from '@carddogam/contract/calls/card-records';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { eq } from 'drizzle-orm';
import { cardEn, users } from '../../src/db/schema/index';
import { findCardEn } from '../../src/repositories/cards';

describe('§7.1 card records', () => {
  let t: TestApp;
  let full: string;
  let enOnly: string;
  beforeAll(async () => {
    t = await createTestApp();
    full = await insertCard(t.services.db, { kr: {}, jp: { writer: 'jpeditor' } });
    enOnly = await insertCard(t.services.db, {
      en: { name: 'Pikachu', supertype: 'Pokémon', subtypes: ['Basic'], hp: 60, types: ['Lightning'] },
      withParts: false,
    });
    await t.services.db.insert(users).values({
      userId: 'jpeditor',
      nickname: '일어편집',
      email: 'jp@example.com',
      passwordHash: 'x',
      type: '일어알바',
    });
  });
  afterAll(() => t.close());

  it('card_en returns the base record with spec field names and 0/1 flags', async () => {
    const [record] = await t.call(calls.cardEn, { id: full });
    expect(record).toMatchObject({
      id: full,
      name: 'Charizard ex',
      supertype: 'Pokémon',
      subtypes: 'Stage 2,ex',
      hp: 330,
      types: 'Fire',
      retreatCost: 'Colorless,Colorless',
      isAvailable: 1,
      set_name: '151',
      set_printedTotal: 165,
      set_release: '2023-09-22',
    });
    expect(await t.call(calls.selectCardEn, { card_id: full })).toEqual([record]);
  });

  it('answers by-id reads made at once each with its own card, and the next read sees an edit', async () => {
    const ids = [full, enOnly, full, 'no-such-card', enOnly];
    const answers = await Promise.all(ids.map((id) => t.call(calls.cardEn, { id })));
    expect(answers.map((rows) => rows.map((r) => r.id))).toEqual([[full], [enOnly], [full], [], [enOnly]]);
    const editions = await Promise.all([
      t.call(calls.cardKr, { id: full }),
      t.call(calls.cardJp, { id: full }),
      t.call(calls.cardKr, { id: enOnly }),
    ]);
    expect(editions.map((rows) => rows.map((r) => r.name))).toEqual([['리자몽 ex'], ['リザードンex'], []]);

    await t.services.db.update(cardEn).set({ name: 'Pikachu V' }).where(eq(cardEn.id, enOnly));
    expect((await t.call(calls.cardEn, { id: enOnly }))[0]?.name).toBe('Pikachu V');
    await t.services.db.update(cardEn).set({ name: 'Pikachu' }).where(eq(cardEn.id, enOnly));
  });

  it('reads inside a transaction see its own writes, on its connection', async () => {
    const seen = await t.services.db
      .transaction(async (tx) => {
        await tx.update(cardEn).set({ name: 'Pikachu δ' }).where(eq(cardEn.id, enOnly));
        const mine = await findCardEn(tx, enOnly);
        throw Object.assign(new Error('roll back'), { name: mine?.name });
      })
      .catch((err: { name: unknown }) => err.name);
    expect(seen).toBe('Pikachu δ');
    // The rollback leaves the committed name.
    expect((await t.call(calls.cardEn, { id: enOnly }))[0]?.name).toBe('Pikachu');
  });

  it('card_kr and card_jp return the edition records where they exist, [] otherwise', async () => {
    expect((await t.call(calls.cardKr, { id: full }))[0]?.name).toBe('리자몽 ex');
    expect((await t.call(calls.cardJp, { id: full }))[0]?.name).toBe('リザードンex');
    expect(await t.call(calls.cardKr, { id: enOnly })).toEqual([]);
    expect(await t.call(calls.cardJp, { id: enOnly })).toEqual([]);
  });

  it('card_en__dump returns [{dump, isAvailable}] with the dump as JSON text', async () => {
    const rows = await t.call(calls.cardEnDump, { id: full });
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.dump!)).toMatchObject({ id: full, name: 'Charizard ex' });
    expect(rows[0]!.isAvailable).toBe(1);
  });

  it('isExist is true for a card and false for an unknown id', async () => {
    expect(await t.call(calls.isExist, { id: full })).toEqual({ isExist: true });
    expect(await t.call(calls.isExist, { id: 'no-such-card' })).toEqual({ isExist: false });
  });

  it('returns parts in order', async () => {
    const attacks = await t.call(calls.attacksEn, { card_id: full });
    expect(attacks.map((a) => a.name)).toEqual(['Brave Wing', 'Explosive Vortex']);
    expect(attacks[1]).toMatchObject({ cost: 'Fire,Fire,Fire,Fire', convertedEnergyCost: 4, damage: '330' });
    expect(await t.call(calls.abilitiesEn, { card_id: full })).toEqual([
      { type: 'Ability', name: 'Test Ability', text: 'Once during your turn.' },
    ]);
    expect(await t.call(calls.abilitiesKr, { card_id: full })).toEqual([]);
    expect(await t.call(calls.weaknesses, { card_id: full })).toEqual([{ type: 'Water', value: '×2' }]);
    expect(await t.call(calls.resistances, { card_id: full })).toEqual([{ type: 'Fighting', value: '-30' }]);
  });

  it('counts views and refuses an unknown card', async () => {
    expect(await t.call(calls.viewCount, { card_id: full })).toEqual([{ view_count: 0 }]);
    await t.call(calls.increaseViewCount, { card_id: full });
    expect(await t.call(calls.increaseViewCount, { card_id: full })).toEqual({ view_count: 2 });
    expect(await t.call(calls.viewCount, { card_id: full })).toEqual([{ view_count: 2 }]);
    const res = await t.post(calls.increaseViewCount.path, { params: { card_id: 'nope' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'CARD_NOT_FOUND', message: '해당 ID로는 등록된 카드정보가 없습니다.' },
    });
  });

  it('returns the writer of an edition and the writer type, to staff only', async () => {
    const guest = await t.post(calls.writerType.path, { params: { user_id: 'jpeditor' } });
    expect(guest.status).toBe(401);
    const member = await t.post(
      calls.writerType.path,
      { params: { user_id: 'jpeditor' } },
      await sessionCookie(t, (await createMember(t)).userId),
    );
    expect(member.status).toBe(403);
    const staffCookie = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
    expect(await t.call(calls.writer, { card_id: full, card_nation: 'jp' }, staffCookie)).toEqual([
      { writer: 'jpeditor' },
    ]);
    expect(await t.call(calls.writer, { card_id: full, card_nation: 'kr' }, staffCookie)).toEqual([
      { writer: null },
    ]);
    expect(await t.call(calls.writer, { card_id: enOnly, card_nation: 'kr' }, staffCookie)).toEqual([]);
    expect(await t.call(calls.writerType, { user_id: 'jpeditor' }, staffCookie)).toEqual([
      { type: '일어알바' },
    ]);
    expect(await t.call(calls.writerType, { user_id: 'nobody' }, staffCookie)).toEqual([]);
  });
});
