import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertCard } from '../factories/cards';
import { cardEn, cardJp, cardKr, cardSearch } from '../../src/db/schema/index';
import { applyCardData } from '../../src/services/card-edit';
import { findCardEdition, listAbilities, listAttacks } from '../../src/repositories/cards';

describe('applyCardData, the shared card-data writer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a missing kr record, sets the given fields and the writer, and refreshes card_search', async () => {
    const cardId = await insertCard(t.services.db, { kr: false });
    await t.services.db.transaction((tx) =>
      applyCardData(tx, {
        cardId,
        nation: 'kr',
        fields: { name: '피카츄', effects: '효과', rules: ['룰'], setPrintedTotal: 99 },
        writer: 'editor1',
      }),
    );
    const kr = await findCardEdition(t.services.db, 'kr', cardId);
    expect(kr).toMatchObject({
      name: '피카츄',
      effects: '효과',
      rules: ['룰'],
      setPrintedTotal: 99,
      writer: 'editor1',
    });
    const [search] = await t.services.db
      .select({ nameKr: cardSearch.nameKr })
      .from(cardSearch)
      .where(eq(cardSearch.cardId, cardId));
    expect(search?.nameKr).toBe('피카츄');
  });

  it('keeps absent fields and the other editions as they are', async () => {
    const cardId = await insertCard(t.services.db, { kr: { name: '리자몽 ex', number: '006' }, jp: {} });
    await applyCardData(t.services.db, {
      cardId,
      nation: 'kr',
      fields: { rarity: 'SR' },
      writer: 'editor2',
    });
    const kr = await findCardEdition(t.services.db, 'kr', cardId);
    expect(kr).toMatchObject({ name: '리자몽 ex', number: '006', rarity: 'SR', writer: 'editor2' });
    const jp = await findCardEdition(t.services.db, 'jp', cardId);
    expect(jp?.writer).toBeNull();
    expect(jp?.name).toBe('リザードンex');
  });

  it('replaces abilities and attacks of one edition only, with convertedEnergyCost from the cost', async () => {
    const cardId = await insertCard(t.services.db, { jp: {} });
    const enAttacksBefore = await listAttacks(t.services.db, cardId, 'en');
    await applyCardData(t.services.db, {
      cardId,
      nation: 'jp',
      fields: {},
      abilities: [{ type: '특성', name: 'てんきよほう', text: '天気' }],
      attacks: [
        { name: 'かえんほうしゃ', cost: ['Fire', 'Fire', 'Colorless'], damage: '120+', text: '' },
        { name: 'ひのこ', cost: [], damage: '', text: '炎' },
      ],
      writer: 'jpstaff',
    });
    expect(await listAbilities(t.services.db, cardId, 'jp')).toEqual([
      { type: '특성', name: 'てんきよほう', text: '天気' },
    ]);
    const attacks = await listAttacks(t.services.db, cardId, 'jp');
    expect(attacks).toEqual([
      {
        name: 'かえんほうしゃ',
        cost: 'Fire,Fire,Colorless',
        convertedEnergyCost: 3,
        damage: '120+',
        text: '',
      },
      { name: 'ひのこ', cost: '', convertedEnergyCost: 0, damage: '', text: '炎' },
    ]);
    expect(await listAttacks(t.services.db, cardId, 'en')).toEqual(enAttacksBefore);

    await applyCardData(t.services.db, { cardId, nation: 'jp', fields: {}, attacks: [], writer: 'jpstaff' });
    expect(await listAttacks(t.services.db, cardId, 'jp')).toEqual([]);
    expect(await listAbilities(t.services.db, cardId, 'jp')).toHaveLength(1);
  });

  it('writes the en base record without an effects column and never stores a null name', async () => {
    const cardId = await insertCard(t.services.db, { en: { name: 'Pikachu' } });
    await applyCardData(t.services.db, {
      cardId,
      nation: 'en',
      fields: { name: 'Pikachu V', effects: 'ignored', isAvailable: false, image: 'new.webp' },
      writer: 'admin1',
    });
    const [en] = await t.services.db.select().from(cardEn).where(eq(cardEn.id, cardId));
    expect(en).toMatchObject({ name: 'Pikachu V', isAvailable: false, image: 'new.webp', writer: 'admin1' });
    expect(await t.services.db.select().from(cardKr).where(eq(cardKr.cardId, cardId))).toHaveLength(0);
    expect(await t.services.db.select().from(cardJp).where(eq(cardJp.cardId, cardId))).toHaveLength(0);
  });

  it('writes nothing when the caller transaction rolls back', async () => {
    const cardId = await insertCard(t.services.db, { kr: { name: '꼬부기' } });
    const attack = { name: '물대포', cost: ['Water'], damage: '20', text: '' };
    await applyCardData(t.services.db, { cardId, nation: 'kr', fields: {}, attacks: [attack], writer: 'x' });
    await expect(
      t.services.db.transaction(async (tx) => {
        await applyCardData(tx, {
          cardId,
          nation: 'kr',
          fields: { name: '어니부기' },
          attacks: [],
          writer: 'x',
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await findCardEdition(t.services.db, 'kr', cardId))?.name).toBe('꼬부기');
    expect(await listAttacks(t.services.db, cardId, 'kr')).toHaveLength(1);
  });
});
