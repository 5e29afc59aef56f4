import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CARD_IMAGE_UPLOAD_PATH,
  cardEditCalls as calls,
  saveParams,
  type SaveParams,
} from '@carddogam/contract/calls/card-edit';
import type { UserType } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { alarm, cardEn, updateLog } from '../../src/db/schema/index';
import { findCardEdition, listAbilities, listAttacks, listWeaknesses } from '../../src/repositories/cards';
import { saveCardEdit } from '../../src/services/card-edit-save';
import { applyCardData } from '../../src/services/card-edit';

describe('§7.8 staff card editing', () => {
  let t: TestApp;
  const as = {} as Record<UserType | '매니저2', Record<string, string>>;
  const ids = {} as Record<UserType | '매니저2', string>;

  const fields = (overrides: Partial<SaveParams['fields']> = {}): SaveParams['fields'] => ({
    name: '피카츄',
    ancientTrait_name: null,
    ancientTrait_text: null,
    effects: null,
    rules: [],
    image: 'default.png',
    number: '025',
    rarity: 'C',
    set_printedTotal: 165,
    set_name: '포켓몬 카드 151',
    isAvailable: true,
    ...overrides,
  });
  const simple = (
    id: string,
    nation: 'kr' | 'jp' | 'en',
    overrides: Partial<SaveParams> = {},
  ): SaveParams => ({
    id,
    nation,
    insert_type: 'simple',
    fields: fields(),
    memo: '한글 입력',
    ...overrides,
  });
  const save = (params: SaveParams, who: keyof typeof as) => t.post(calls.save.path, { params }, as[who]);
  const krName = async (id: string) => (await findCardEdition(t.services.db, 'kr', id))?.name;
  const krWriter = async (id: string) => (await findCardEdition(t.services.db, 'kr', id))?.writer;
  const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;
  /** zod refusals name the field before the §5 message: '… (pre_card_id: 선입력 카드 …)'. */
  const refusedWith = (body: unknown, message: string) => expect(errorOf(body)).toContain(message);

  beforeAll(async () => {
    t = await createTestApp();
    for (const type of ['관리자', '운영진', '매니저', '일어알바', '사용자', '매니저2'] as const) {
      const member = await createMember(t, { type: type === '매니저2' ? '매니저' : type });
      ids[type] = member.userId;
      as[type] = await sessionCookie(t, member.userId);
    }
  });
  afterAll(() => t.close());

  it('a 관리자 simple edit saves the card, logs it, raises the 한글카드 alarm and shows on the card page', async () => {
    const id = await insertCard(t.services.db, { kr: { name: '피카추' } });
    await t.post('/api/card/detail/page', { params: { id } }); // fills the card page cache
    const res = await save(simple(id, 'kr', { fields: fields({ name: '피카츄' }) }), '관리자');
    expect(res.status).toBe(200);
    expect(await krName(id)).toBe('피카츄');
    const logs = await t.services.db.select().from(updateLog).where(eq(updateLog.cardId, id));
    expect(logs).toEqual([
      expect.objectContaining({
        provideType: 'card',
        provideId: 0,
        cardNation: 'kr',
        provider: ids.관리자,
        updater: ids.관리자,
        memo: '한글 입력',
      }),
    ]);
    const alarms = await t.services.db
      .select()
      .from(alarm)
      .where(eq(alarm.link, `/card/detail?id=${id}`));
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({
      audience: 'staff',
      target: null,
      kind: '한글카드',
      actorUserId: ids.관리자,
    });
    const page = await t.post('/api/card/detail/page', { params: { id } });
    expect(JSON.stringify(page.body)).toContain('피카츄');
  });

  it('일어알바 may save only jp: the server refuses kr even when the dialog is bypassed', async () => {
    const id = await insertCard(t.services.db, { kr: { name: '원래이름' }, jp: {} });
    const res = await save(simple(id, 'kr', { fields: fields({ name: '바뀐이름' }) }), '일어알바');
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toBe(MSG.jpEditorOnlyJp);
    expect(await krName(id)).toBe('원래이름');
    const jp = await save(simple(id, 'jp', { fields: fields({ name: 'ピカチュウ' }) }), '일어알바');
    expect(jp.status).toBe(200);
    expect(await findCardEdition(t.services.db, 'jp', id)).toMatchObject({
      name: 'ピカチュウ',
      writer: ids.일어알바,
    });
  });

  it('a 매니저 cannot overwrite a card another 매니저 wrote; a 관리자 can and keeps that writer', async () => {
    const id = await insertCard(t.services.db, { kr: { name: '이상해씨' } });
    expect((await save(simple(id, 'kr', { fields: fields({ name: '이상해씨A' }) }), '관리자')).status).toBe(
      200,
    );
    // The 관리자 had no writer to keep, so is recorded; now a 매니저 may edit and becomes the writer.
    expect(await krWriter(id)).toBe(ids.관리자);
    expect((await save(simple(id, 'kr', { fields: fields({ name: '이상해씨B' }) }), '매니저')).status).toBe(
      200,
    );
    expect(await krWriter(id)).toBe(ids.매니저);
    // The same 매니저 may edit their own card again.
    expect((await save(simple(id, 'kr', { fields: fields({ name: '이상해씨C' }) }), '매니저')).status).toBe(
      200,
    );

    const refused = await save(simple(id, 'kr', { fields: fields({ name: '이상해씨D' }) }), '매니저2');
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body)).toBe(MSG.otherManagerCard);
    expect(await krName(id)).toBe('이상해씨C');

    for (const keeper of ['관리자', '운영진'] as const) {
      expect((await save(simple(id, 'kr', { fields: fields({ name: keeper }) }), keeper)).status).toBe(200);
      expect(await krName(id)).toBe(keeper);
      expect(await krWriter(id)).toBe(ids.매니저);
    }
  });

  it('a 매니저 cannot edit an imported kr card that has no writer (unknown counts as 매니저), but en is fine', async () => {
    const id = await insertCard(t.services.db, { kr: { name: '파이리' } });
    const res = await save(simple(id, 'kr'), '매니저');
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toBe(MSG.otherManagerCard);
    const en = await save(simple(id, 'en', { fields: fields({ name: 'Charmander' }) }), '매니저');
    expect(en.status).toBe(200);
    const [row] = await t.services.db.select().from(cardEn).where(eq(cardEn.id, id));
    expect(row).toMatchObject({ name: 'Charmander', writer: ids.매니저 });
  });

  it('answers the §5 required fields with their messages when 발매중, and lets 발매안됨 cards through', async () => {
    const id = await insertCard(t.services.db, { kr: { name: '꼬부기' } });
    const cases: Array<[Partial<SaveParams['fields']>, string]> = [
      [{ name: ' ' }, MSG.editNameRequired],
      [{ number: '' }, MSG.editNumberRequired],
      [{ set_printedTotal: null }, MSG.editPrintedTotalRequired],
      [{ set_name: null }, MSG.editSetNameRequired],
    ];
    for (const [change, message] of cases) {
      const res = await save(simple(id, 'kr', { fields: fields({ name: '어니부기', ...change }) }), '관리자');
      expect(res.status).toBe(400);
      expect(errorOf(res.body)).toBe(message);
    }
    expect(await krName(id)).toBe('꼬부기');
    const whole = { ...simple(id, 'kr'), insert_type: 'whole' as const };
    const base = (await t.call(calls.source, { id, nation: 'kr' }, as.관리자)).base;
    const noSupertype = await save({ ...whole, base: { ...base, supertype: '' } }, '관리자');
    expect(errorOf(noSupertype.body)).toBe(MSG.editSupertypeRequired);
    const hp = await save({ ...whole, base: { ...base, hp: 350 } }, '관리자');
    expect(hp.status).toBe(400);
    const unavailable = simple(id, 'kr', {
      fields: fields({ name: '', set_name: null, isAvailable: false }),
    });
    expect((await save(unavailable, '관리자')).status).toBe(200);
  });

  it('a whole edit writes the base record, abilities and attacks, and copies them to the listed cards', async () => {
    const id = await insertCard(t.services.db, { kr: { name: '리자몽' } });
    const other = await insertCard(t.services.db, { kr: { name: '리자몽 다른판', effects: '옛 효과' } });
    const source = await t.call(calls.source, { id, nation: 'kr' }, as.관리자);
    // An edition with no attacks of its own starts from the English ones (§2.18).
    expect(source.attacks.length).toBeGreaterThan(0);
    const attacks = [{ name: '화염방사', cost: ['Fire', 'Colorless'], damage: '90', text: '' }];
    const params: SaveParams = {
      id,
      nation: 'kr',
      insert_type: 'whole',
      fields: fields({ name: '리자몽 ex', effects: '새 효과', rules: ['룰'] }),
      base: { ...source.base, hp: 330, weaknesses: [{ type: 'Water', value: '×2' }] },
      abilities: [{ type: '특성', name: '불꽃', text: '설명' }],
      attacks,
      copy_ids: [other],
      memo: '오타 수정',
    };
    expect((await save(params, '관리자')).status).toBe(200);
    expect(await krName(id)).toBe('리자몽 ex');
    expect(await listWeaknesses(t.services.db, id)).toEqual([{ type: 'Water', value: '×2' }]);
    expect(await listAttacks(t.services.db, id, 'kr')).toEqual([
      { name: '화염방사', cost: 'Fire,Colorless', convertedEnergyCost: 2, damage: '90', text: '' },
    ]);
    const copied = await findCardEdition(t.services.db, 'kr', other);
    expect(copied).toMatchObject({
      name: '리자몽 다른판',
      effects: '새 효과',
      rules: ['룰'],
      setName: '포켓몬 카드 151',
    });
    expect(await listAbilities(t.services.db, other, 'kr')).toEqual([
      { type: '특성', name: '불꽃', text: '설명' },
    ]);
    expect(await listAttacks(t.services.db, other, 'kr')).toHaveLength(1);

    const missing = await save({ ...params, copy_ids: ['no-such-card'] }, '관리자');
    expect(missing.status).toBe(404);
  });

  it('a failure after the abilities step leaves the card exactly as it was', async () => {
    const id = await insertCard(t.services.db, { kr: { name: '뮤츠' } });
    await t.services.db.transaction(async (tx) => {
      await applyCardData(tx, {
        cardId: id,
        nation: 'kr',
        fields: {},
        abilities: [{ type: '특성', name: '원래 능력', text: '' }],
        attacks: [{ name: '원래 기술', cost: ['Psychic'], damage: '10', text: '' }],
        writer: ids.관리자,
      });
    });
    const snapshot = async () => ({
      kr: await findCardEdition(t.services.db, 'kr', id),
      abilities: await listAbilities(t.services.db, id, 'kr'),
      attacks: await listAttacks(t.services.db, id, 'kr'),
      logs: await t.services.db.select().from(updateLog).where(eq(updateLog.cardId, id)),
      alarms: await t.services.db
        .select()
        .from(alarm)
        .where(eq(alarm.link, `/card/detail?id=${id}`)),
    });
    const before = await snapshot();
    const source = await t.call(calls.source, { id, nation: 'kr' }, as.관리자);
    const input = saveParams.parse({
      id,
      nation: 'kr',
      insert_type: 'whole',
      fields: fields({ name: '뮤츠 ex' }),
      base: source.base,
      abilities: [{ type: '특성', name: '새 능력', text: '' }],
      attacks: [],
      memo: '한글 입력',
    });
    let abilitiesWritten: unknown;
    const admin = { userId: ids.관리자, nickname: '관리자', type: '관리자' as const };
    await expect(
      saveCardEdit(t.services, admin, input, {
        afterAbilities: async (tx) => {
          abilitiesWritten = await listAbilities(tx, id, 'kr');
          throw new Error('forced failure after abilities');
        },
      }),
    ).rejects.toThrow('forced failure after abilities');
    expect(abilitiesWritten).toEqual([{ type: '특성', name: '새 능력', text: '' }]);
    expect(await snapshot()).toEqual(before);
    expect(before.abilities).toEqual([{ type: '특성', name: '원래 능력', text: '' }]);
  });

  it('resets an edition image and uploads a new one as WebP', async () => {
    const id = await insertCard(t.services.db, { kr: { name: '잠만보', image: 'old.webp' } });
    const res = await t.post(calls.initImage.path, { params: { id, nation: 'kr' } }, as.관리자);
    expect(res.status).toBe(200);
    expect((await findCardEdition(t.services.db, 'kr', id))?.image).toBe('default.png');

    const png = await sharp({ create: { width: 245, height: 342, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const boundary = '----card-edit-boundary';
    const upload = (nation: string, who: keyof typeof as) =>
      t.app.inject({
        method: 'POST',
        url: `${CARD_IMAGE_UPLOAD_PATH}${nation}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...as[who] },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="filename.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const ok = await upload('kr', '관리자');
    expect(ok.statusCode).toBe(200);
    const { filename } = JSON.parse(ok.body) as { filename: string };
    expect(filename).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(existsSync(path.join(t.services.env.dataDir, 'upload', 'card_kr_image', filename))).toBe(true);
    expect((await upload('kr', '일어알바')).statusCode).toBe(403);
    expect((await upload('kr', '사용자')).statusCode).toBe(403);
  });

  it('copies a card into a new pre-input card with the chosen set names and number', async () => {
    const id = await insertCard(t.services.db, {
      kr: { name: '뮤', effects: '효과' },
      jp: { name: 'ミュウ' },
    });
    const copy = (params: Record<string, unknown>) =>
      t.post(
        calls.copy.path,
        { params: { id, set_name_kr: '세트', set_name_jp: 'セット', ...params } },
        as.매니저,
      );
    refusedWith((await copy({ pre_card_id: '' })).body, MSG.copyPreIdRequired);
    refusedWith((await copy({ pre_card_id: 'pre-mew', set_name_kr: '' })).body, MSG.copySetRequired);
    refusedWith((await copy({ pre_card_id: 'pre-mew', set_name_jp: null })).body, MSG.copySetRequired);
    expect((await copy({ pre_card_id: id })).status).toBe(409);

    const res = await copy({ pre_card_id: 'pre-mew', number: '151' });
    expect(res.status).toBe(200);
    expect(calls.copy.result.parse(res.body)).toEqual({ id: 'pre-mew' });
    const [en] = await t.services.db.select().from(cardEn).where(eq(cardEn.id, 'pre-mew'));
    expect(en).toMatchObject({ isPreCard: true, isAvailable: false, number: '151', supertype: 'Pokémon' });
    expect(await findCardEdition(t.services.db, 'kr', 'pre-mew')).toMatchObject({
      name: '뮤',
      effects: '효과',
      setName: '세트',
      number: '151',
    });
    expect((await findCardEdition(t.services.db, 'jp', 'pre-mew'))?.setName).toBe('セット');
    expect(await listAttacks(t.services.db, 'pre-mew', 'en')).toEqual(
      await listAttacks(t.services.db, id, 'en'),
    );
    const list = await t.call(calls.preCardList, { page: 1 }, as.매니저);
    expect(list.rows.map((r) => r.id)).toContain('pre-mew');
    // The copy is in the new card's edit history.
    const [log] = await t.services.db.select().from(updateLog).where(eq(updateLog.cardId, 'pre-mew'));
    expect(log).toMatchObject({ provideType: 'card', updater: ids.매니저, memo: `카드 복사 (${id})` });
    // It writes the en and kr records, which a 일어알바 may not.
    const byJpEditor = await t.post(
      calls.copy.path,
      { params: { id, pre_card_id: 'pre-mew-2', set_name_kr: '세트', set_name_jp: 'セット' } },
      as.일어알바,
    );
    refusedWith(byJpEditor.body, MSG.jpEditorOnlyJp);
    expect(await findCardEdition(t.services.db, 'kr', 'pre-mew-2')).toBeUndefined();
  });

  it('adds a pre-input card that staff then edit with the edit dialog', async () => {
    const add = (params: Record<string, unknown>) => t.post(calls.preCardInsert.path, { params }, as.관리자);
    refusedWith((await add({ id: 'pre-new', name: '', supertype: 'Pokémon' })).body, MSG.editNameRequired);
    expect((await add({ id: 'pre-new', name: 'Newmon', supertype: 'Pokémon' })).status).toBe(200);
    expect((await add({ id: 'pre-new', name: 'Newmon', supertype: 'Pokémon' })).status).toBe(409);
    const source = await t.call(calls.source, { id: 'pre-new', nation: 'kr' }, as.관리자);
    expect(source).toMatchObject({ is_pre_card: true, writer: null, fields: { name: null } });
    expect((await save(simple('pre-new', 'kr', { fields: fields({ name: '뉴몬' }) }), '관리자')).status).toBe(
      200,
    );
    expect(await krName('pre-new')).toBe('뉴몬');
    const list = await t.call(calls.preCardList, {}, as.관리자);
    expect(list.rows.find((r) => r.id === 'pre-new')).toMatchObject({ name: 'Newmon', name_kr: '뉴몬' });
    expect((await t.post(calls.preCardList.path, { params: {} }, as.사용자)).status).toBe(403);
  });
});
