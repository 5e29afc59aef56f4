import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CATALOGUE_MSG as M,
  SET_IMAGE_UPLOAD_PATH,
  cardCatalogueCalls as calls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { MSG } from '@carddogam/contract/messages';
import { queryRows } from '../../src/db/client';
import { cardSet } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

describe('/admin/card/set: sets, renames reaching their cards, edition links', () => {
  let t: TestApp;
  const as: Record<'admin' | 'manager' | 'jpPartTimer' | 'member', Record<string, string>> = {
    admin: {},
    manager: {},
    jpPartTimer: {},
    member: {},
  };
  const ids = { en: 0, kr: 0, jp: 0, krOther: 0 };
  let enCard = '';
  let krCard = '';

  const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
  const searchRow = async (id: string) =>
    (
      await queryRows<{ set_en: string | null; set_kr: string | null }>(
        t.services.db,
        sql`select set_en, set_kr from card_search where card_id = ${id}`,
      )
    )[0];
  const setRow = (id: number) =>
    queryRows<{ name: string; edition_group: string | null; logo: string | null }>(
      t.services.db,
      sql`select name, edition_group, logo from card_set where id = ${id}`,
    ).then((rows) => rows[0]!);
  const krSetName = async (id: string) =>
    (
      await queryRows<{ set_name: string }>(
        t.services.db,
        sql`select set_name from card_kr where card_id = ${id}`,
      )
    )[0]!.set_name;
  const saveOf = (id: number, nation: 'en' | 'kr' | 'jp', code: string, name: string) => ({
    id,
    nation,
    code,
    name,
    series: '스칼렛・바이올렛',
    total_number: 165,
    total: 207,
    release_date: '2023-06-16',
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    const inserted = await db
      .insert(cardSet)
      .values([
        { nation: 'en', code: 'sv3pt5', name: '151', series: 'Scarlet & Violet', releaseDate: '2023-09-22' },
        {
          nation: 'kr',
          code: 'SV2a',
          name: '포켓몬 카드 151',
          series: '스칼렛・바이올렛',
          releaseDate: '2023-06-16',
        },
        {
          nation: 'jp',
          code: 'SV2a',
          name: 'ポケモンカード151',
          series: 'スカーレット&バイオレット',
          releaseDate: '2023-06-16',
        },
        {
          nation: 'kr',
          code: 'SV1S',
          name: '스칼렛 ex',
          series: '스칼렛・바이올렛',
          releaseDate: '2023-02-01',
        },
      ])
      .returning({ id: cardSet.id });
    [ids.en, ids.kr, ids.jp, ids.krOther] = inserted.map((r) => r.id) as [number, number, number, number];
    enCard = await insertCard(db, {
      en: { setId: 'sv3pt5', setName: '151' },
      kr: { setName: '포켓몬 카드 151' },
    });
    krCard = await insertCard(db, {
      en: { setId: 'sv3pt5', setName: '151' },
      kr: { setName: '포켓몬 카드 151' },
    });
    await insertCard(db, { en: { setId: 'sv1', setName: 'Scarlet & Violet' }, kr: { setName: '스칼렛 ex' } });
    await refreshCardSearch(db);
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    as.manager = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
    as.jpPartTimer = await sessionCookie(t, (await createMember(t, { type: '일어알바' })).userId);
    as.member = await sessionCookie(t, (await createMember(t)).userId);
  });
  afterAll(() => t.close());

  it('lists sets filtered by edition, series and text, sorted by release date or name', async () => {
    const kr = await t.call(calls.setList, { nation: 'kr', sort: 'release_date', dir: 'desc' }, as.manager);
    expect(kr.total).toBe(2);
    expect(kr.rows.map((r) => r.name)).toEqual(['포켓몬 카드 151', '스칼렛 ex']);
    expect(kr.series).toEqual(['스칼렛・바이올렛']);
    const byName = await t.call(calls.setList, { sort: 'name', dir: 'asc' }, as.manager);
    expect(byName.rows.map((r) => r.name)).toEqual([
      '151',
      'ポケモンカード151',
      '스칼렛 ex',
      '포켓몬 카드 151',
    ]);
    const text = await t.call(calls.setList, { text: '151' }, as.manager);
    expect(text.rows.map((r) => r.id).sort()).toEqual([ids.en, ids.kr, ids.jp].sort());
    const series = await t.call(calls.setList, { series: 'Scarlet & Violet' }, as.manager);
    expect(series.rows.map((r) => r.id)).toEqual([ids.en]);
  });

  it('refuses members, and 일어알바 on a Korean set with the §6 message', async () => {
    const member = await t.post(calls.setList.path, { params: {} }, as.member);
    expect(member.status).toBe(403);
    const refused = await t.post(
      calls.setSave.path,
      { params: saveOf(ids.kr, 'kr', 'SV2a', '바뀐 이름') },
      as.jpPartTimer,
    );
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).message).toBe(MSG.jpEditorOnlyJp);
    expect((await setRow(ids.kr)).name).toBe('포켓몬 카드 151');
    const jp = await t.call(
      calls.setSave,
      { ...saveOf(ids.jp, 'jp', 'SV2a', 'ポケモンカード151'), series: 'スカーレット&バイオレット' },
      as.jpPartTimer,
    );
    expect(jp.id).toBe(ids.jp);
    const link = await t.post(calls.setLink.path, { params: { ids: [ids.jp, ids.kr] } }, as.jpPartTimer);
    expect(link.status).toBe(403);
  });

  it('renames a Korean set and its cards, their search rows and the log in one transaction', async () => {
    const saved = await t.call(
      calls.setSave,
      saveOf(ids.kr, 'kr', 'SV2a', '포켓몬카드 151 신판'),
      as.manager,
    );
    expect(saved.cards_renamed).toBe(2);
    expect(await krSetName(enCard)).toBe('포켓몬카드 151 신판');
    expect((await searchRow(krCard))!.set_kr).toBe('포켓몬카드 151 신판');
    // The other Korean set's cards keep their name.
    const other = await queryRows<{ n: number }>(
      t.services.db,
      sql`select count(*)::int as n from card_kr where set_name = '스칼렛 ex'`,
    );
    expect(other[0]!.n).toBe(1);
    const log = await queryRows<{ action: string; before: { name: string }; after: { name: string } }>(
      t.services.db,
      sql`select action, before, after from staff_action_log where target_type = 'card_set'
        and target_id = ${String(ids.kr)} order by id desc limit 1`,
    );
    expect(log[0]).toMatchObject({
      action: 'card_set.update',
      before: { name: '포켓몬 카드 151' },
      after: { name: '포켓몬카드 151 신판' },
    });
  });

  it('renames an English set through its code', async () => {
    const saved = await t.call(calls.setSave, saveOf(ids.en, 'en', 'sv3pt5', 'Pokémon 151'), as.admin);
    expect(saved.cards_renamed).toBe(2);
    expect((await searchRow(enCard))!.set_en).toBe('Pokémon 151');
  });

  it('answers 409 for a name another set of the edition has, changing nothing', async () => {
    const taken = await t.post(
      calls.setSave.path,
      { params: saveOf(ids.krOther, 'kr', 'SV1S', '포켓몬카드 151 신판') },
      as.manager,
    );
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body).message).toBe(M.setNameTaken);
    expect((await setRow(ids.krOther)).name).toBe('스칼렛 ex');
    const bad = await t.post(
      calls.setSave.path,
      { params: { ...saveOf(ids.krOther, 'kr', 'SV1S', 'x'), release_date: '2023-13-45' } },
      as.manager,
    );
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).message).toContain(M.dateInvalid);
  });

  it('leaves the set and its cards as they were when the rename fails part way', async () => {
    // The log insert, the last write of the rename, fails: everything before it must roll back.
    await t.services.db.execute(sql`create function refuse_log() returns trigger language plpgsql as
      $$ begin raise exception 'log refused'; end $$`);
    await t.services.db.execute(
      sql`create trigger refuse_log before insert on staff_action_log for each row execute function refuse_log()`,
    );
    try {
      const failed = await t.post(
        calls.setSave.path,
        { params: saveOf(ids.kr, 'kr', 'SV2a', '실패할 이름') },
        as.manager,
      );
      expect(failed.status).toBe(500);
    } finally {
      await t.services.db.execute(sql`drop trigger refuse_log on staff_action_log`);
      await t.services.db.execute(sql`drop function refuse_log()`);
    }
    expect((await setRow(ids.kr)).name).toBe('포켓몬카드 151 신판');
    expect(await krSetName(krCard)).toBe('포켓몬카드 151 신판');
    expect((await searchRow(krCard))!.set_kr).toBe('포켓몬카드 151 신판');
  });

  it('links the three editions of a product, shows them in each row, and unlinks them', async () => {
    const linked = await t.call(calls.setLink, { ids: [ids.en, ids.kr, ids.jp] }, as.manager);
    const list = await t.call(calls.setList, { nation: 'kr', text: '151' }, as.manager);
    expect(list.rows[0]!.edition_group).toBe(linked.edition_group);
    expect(list.rows[0]!.linked.map((l) => l.id).sort()).toEqual([ids.en, ids.jp].sort());
    await t.call(calls.setUnlink, { id: ids.jp }, as.manager);
    expect((await setRow(ids.jp)).edition_group).toBeNull();
    expect((await setRow(ids.en)).edition_group).toBe(linked.edition_group);
    // A group of one is no link: unlinking the second-last set clears the last.
    await t.call(calls.setUnlink, { id: ids.en }, as.manager);
    expect((await setRow(ids.kr)).edition_group).toBeNull();
    const one = await t.post(calls.setLink.path, { params: { ids: [ids.en] } }, as.manager);
    expect(one.status).toBe(400);
    expect(errorOf(one.body).message).toContain(M.linkNeedsTwo);
  });

  it('uploads a logo through the image pipeline and clears it', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#fc0' } })
      .png()
      .toBuffer();
    const boundary = '----card-set-boundary';
    const upload = (id: number, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${SET_IMAGE_UPLOAD_PATH}?id=${id}&kind=logo`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const refused = await upload(ids.kr, as.jpPartTimer);
    expect(refused.statusCode).toBe(403);
    const stored = await upload(ids.kr, as.manager);
    expect(stored.statusCode).toBe(200);
    const { address } = stored.json() as { address: string };
    expect(address).toMatch(/^\/upload\/card_set\/.+\.webp$/);
    expect((await setRow(ids.kr)).logo).toBe(address);
    await t.call(calls.setImageClear, { id: ids.kr, kind: 'logo' }, as.manager);
    expect((await setRow(ids.kr)).logo).toBeNull();
  });
});
