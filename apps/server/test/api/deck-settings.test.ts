import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@carddogam/contract/messages';
import { deckCalls } from '@carddogam/contract/calls/decks';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { SITE_SETTINGS_MSG as M, deckSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { cardSet, regulationMark, staffActionLog } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  approvedPlayer,
  createTournament,
  LEGAL_DECK,
  seedLeagueCards,
  ZACIAN_DECK,
  type LeagueCards,
} from '../helpers/league';
import { createMember, sessionCookie } from '../helpers/members';

type Headers = Record<string, string>;
const errorOf = (body: unknown) => (body as { error?: { code: string; message: string } }).error;
const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => koreanToday(new Date(Date.now() + days * DAY_MS));

/**
 * Deck settings (/admin/deck/*): notices, tags and seasons for 관리자, 운영진 and 매니저; the rotation, PTCGL
 * codes and marks for 관리자 only; the rotation in force deciding standard legality for the builder and
 * the league; a staff PTCGL code making deck text lines importable; marks in use kept.
 */
describe('deck settings', () => {
  let t: TestApp;
  let f: LeagueCards;
  let admin: Headers;
  let operator: Headers;
  const below = new Map<string, Headers>();

  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 8 });
    f = await seedLeagueCards(t);
    admin = f.admin;
    operator = await sessionCookie(t, (await createMember(t, { type: '운영진' })).userId);
    for (const type of ['운영진', '매니저', '일어알바'] as const)
      below.set(type, await sessionCookie(t, (await createMember(t, { type })).userId));
    await t.services.db
      .insert(regulationMark)
      .values(['D', 'E', 'F', 'G', 'H'].map((mark, i) => ({ regulationMark: mark, sortOrder: i + 1 })));
  });
  afterAll(() => t.close());

  const logged = async (targetType: string) =>
    (
      await t.services.db
        .select({ action: staffActionLog.action })
        .from(staffActionLog)
        .where(eq(staffActionLog.targetType, targetType))
    ).map((r) => r.action);

  it('keeps the rotation, PTCGL codes and marks for 관리자, and lets 일어알바 keep no deck setting', async () => {
    const adminOnly: Array<[string, unknown]> = [
      [calls.rotations.path, {}],
      [calls.rotationSave.path, { effective_from: '2026-04-01', legal_marks: ['H'] }],
      [calls.rotationDelete.path, { id: 1 }],
      [calls.ptcglList.path, {}],
      [calls.ptcglSave.path, { id: 1, ptcgl_code: 'SVI' }],
      [calls.marks.path, {}],
      [calls.markAdd.path, { regulation_mark: 'J' }],
      [calls.markDelete.path, { regulation_mark: 'D' }],
      [calls.markReorder.path, { marks: ['H'] }],
    ];
    for (const [type, cookie] of below) {
      for (const [path, params] of adminOnly) {
        const res = await t.post(path, { params }, cookie);
        expect([type, path, res.status]).toEqual([type, path, 403]);
        expect(errorOf(res.body)?.message).toBe(MSG.adminOnly);
      }
    }
    const helper = below.get('일어알바')!;
    const notice = await t.post(calls.noticeSave.path, { params: { title: '공지' } }, helper);
    expect(notice.status).toBe(403);
    expect(errorOf(notice.body)?.message).toBe(MSG.staffOnly);
  });

  it('shows the notices staff keep, in their order, without the hidden ones', async () => {
    const first = await t.call(
      calls.noticeSave,
      { title: '덱 작성 규칙', content: '60장을 채워주세요.' },
      operator,
    );
    const second = await t.call(calls.noticeSave, { title: '시즌 안내', content: '' }, f.staff);
    const hidden = await t.call(calls.noticeSave, { title: '숨긴 공지', is_show: false }, admin);
    await t.call(calls.noticeReorder, { ids: [second.id] }, operator);

    expect(await t.call(calls.notices)).toEqual([
      { id: second.id, title: '시즌 안내', content: '' },
      { id: first.id, title: '덱 작성 규칙', content: '60장을 채워주세요.' },
    ]);
    expect((await t.call(calls.noticeAdminList, {}, operator)).map((n) => n.id)).toEqual([
      second.id,
      first.id,
      hidden.id,
    ]);
    await t.call(calls.noticeDelete, { id: first.id }, operator);
    const gone = await t.post(calls.noticeDelete.path, { params: { id: first.id } }, operator);
    expect(gone.status).toBe(404);
    expect((await logged('deck_notice')).sort()).toEqual([
      'deck_notice.create',
      'deck_notice.create',
      'deck_notice.create',
      'deck_notice.delete',
      'deck_notice.reorder',
    ]);
  });

  it('offers shown tags and seasons, and refuses a name taken or a season ending before it starts', async () => {
    await t.call(calls.tagSave, { name: '리자몽' }, operator);
    await t.call(calls.tagSave, { name: '숨김태그', is_show: false }, operator);
    const taken = await t.post(calls.tagSave.path, { params: { name: '리자몽' } }, operator);
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body)?.message).toBe(M.tagTaken);
    expect(await t.call(calls.tags)).toEqual([{ name: '리자몽' }]);

    await t.call(
      calls.seasonSave,
      { name: '2025 시즌', starts_on: '2025-04-01', ends_on: '2026-03-31' },
      operator,
    );
    await t.call(calls.seasonSave, { name: '2026 시즌', starts_on: '2026-04-01' }, operator);
    const backwards = await t.post(
      calls.seasonSave.path,
      { params: { name: '거꾸로', starts_on: '2026-04-01', ends_on: '2026-03-01' } },
      operator,
    );
    expect(backwards.status).toBe(400);
    expect(errorOf(backwards.body)?.message).toContain(M.seasonRange);
    const badDate = await t.post(
      calls.seasonSave.path,
      { params: { name: '날짜', starts_on: '2026/04/01' } },
      operator,
    );
    expect(badDate.status).toBe(400);
    expect(errorOf(badDate.body)?.message).toContain(M.dateInvalid);
    expect(await t.call(calls.seasons)).toEqual([
      { name: '2026 시즌', starts_on: '2026-04-01', ends_on: null },
      { name: '2025 시즌', starts_on: '2025-04-01', ends_on: '2026-03-31' },
    ]);
  });

  it('decides standard legality by the rotation in force: yesterday’s counts, tomorrow’s not yet', async () => {
    const [zacian] = (await t.call(deckCalls.importText, { text: '4 Zacian V SSH 138' })).cards;
    const [energy] = (await t.call(deckCalls.importText, { text: '4 Fire Energy SVE 2' })).cards;
    const ids = [zacian!.card_id, energy!.card_id];

    // No rotation yet: nothing is restricted, as before the setting existed.
    expect(await t.call(calls.standardCheck, { card_ids: ids })).toEqual({
      effective_from: null,
      legal_marks: [],
      illegal: [],
    });
    const player = await approvedPlayer(t, f.staff);
    const open = await createTournament(t, f.staff, { regulation_marks: [] });
    expect(
      (
        await t.post(
          leagueCalls.register.path,
          { params: { tournament_id: open, deck_text: ZACIAN_DECK } },
          player.cookie,
        )
      ).status,
    ).toBe(200);

    await t.call(
      calls.rotationSave,
      { effective_from: dayFromToday(-400), legal_marks: ['D', 'E', 'F', 'G'] },
      admin,
    );
    const { id: droppingD } = await t.call(
      calls.rotationSave,
      { effective_from: dayFromToday(-1), legal_marks: ['E', 'F', 'G'], memo: 'D 로테이션' },
      admin,
    );
    await t.call(
      calls.rotationSave,
      { effective_from: dayFromToday(1), legal_marks: ['D', 'E', 'F', 'G', 'H'] },
      admin,
    );

    const list = await t.call(calls.rotations, {}, admin);
    expect(list.in_force_id).toBe(droppingD);
    expect(list.today).toBe(koreanToday());
    expect(await t.call(calls.standardCheck, { card_ids: ids })).toEqual({
      effective_from: dayFromToday(-1),
      legal_marks: ['E', 'F', 'G'],
      illegal: [{ card_id: zacian!.card_id, name_en: 'Zacian V' }],
    });

    // A standard tournament without marks of its own takes the rotation in force; the legal list passes.
    const other = await approvedPlayer(t, f.staff);
    const standard = await createTournament(t, f.staff, { regulation_marks: [] });
    const refused = await t.post(
      leagueCalls.register.path,
      { params: { tournament_id: standard, deck_text: ZACIAN_DECK } },
      other.cookie,
    );
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body)?.message).toContain('Zacian V');
    expect(
      (
        await t.post(
          leagueCalls.register.path,
          { params: { tournament_id: standard, deck_text: LEGAL_DECK } },
          other.cookie,
        )
      ).status,
    ).toBe(200);
    // An expanded tournament is not the standard rotation's business.
    const expanded = await createTournament(t, f.staff, { regulation_marks: [], format: 'expanded' });
    expect(
      (
        await t.post(
          leagueCalls.register.path,
          { params: { tournament_id: expanded, deck_text: ZACIAN_DECK } },
          other.cookie,
        )
      ).status,
    ).toBe(200);

    const sameDay = await t.post(
      calls.rotationSave.path,
      { params: { effective_from: dayFromToday(-1), legal_marks: ['G'] } },
      admin,
    );
    expect(sameDay.status).toBe(409);
    expect(errorOf(sameDay.body)?.message).toBe(M.rotationTaken);

    // Deleting yesterday's row puts the older one back in force.
    await t.call(calls.rotationDelete, { id: droppingD }, admin);
    expect((await t.call(calls.standardCheck, { card_ids: ids })).illegal).toEqual([]);
    expect((await logged('format_rotation')).sort()).toEqual([
      'format_rotation.create',
      'format_rotation.create',
      'format_rotation.create',
      'format_rotation.delete',
    ]);
  });

  it('imports a deck text line by a set’s staff PTCGL code where the source has none', async () => {
    const db = t.services.db;
    const [set] = await db
      .insert(cardSet)
      .values({ nation: 'en', code: 'sv10', name: 'Destined Rivals', releaseDate: '2025-05-30' })
      .returning();
    const cardId = await insertCard(db, {
      en: { name: 'Team Rocket’s Mewtwo ex', number: '81', setId: 'sv10', regulationMark: 'I' },
      withParts: false,
    });
    await refreshCardSearch(db, [cardId]);

    const before = await t.call(deckCalls.importText, { text: '2 Team Rocket’s Mewtwo ex DRI 81' });
    expect(before.cards).toEqual([]);
    expect(before.errors).toHaveLength(1);

    const listed = await t.call(calls.ptcglList, { missing_only: true }, admin);
    expect(listed.list.map((s) => [s.code, s.ptcgo_code, s.ptcgl_code, s.card_count])).toEqual([
      ['sv10', null, null, 1],
    ]);

    await t.call(calls.ptcglSave, { id: set!.id, ptcgl_code: 'dri' }, admin);
    const after = await t.call(deckCalls.importText, { text: '2 Team Rocket’s Mewtwo ex DRI 81' });
    expect(after.errors).toEqual([]);
    expect(after.cards.map((c) => [c.card_id, c.amount, c.set_code])).toEqual([[cardId, 2, 'DRI']]);
    expect((await t.call(calls.ptcglList, { missing_only: true }, admin)).total).toBe(0);

    // A code another set already answers to is refused; the source's code (MEW) counts.
    const clash = await t.post(calls.ptcglSave.path, { params: { id: set!.id, ptcgl_code: 'MEW' } }, admin);
    expect(clash.status).toBe(409);
    expect(errorOf(clash.body)?.message).toBe(M.ptcglTaken('MEW', '151'));
    const bad = await t.post(calls.ptcglSave.path, { params: { id: set!.id, ptcgl_code: 'D R I' } }, admin);
    expect(bad.status).toBe(400);
    expect(await logged('card_set')).toEqual(['card_set.ptcgl_code']);
  });

  it('adds, reorders and deletes marks, refusing with 409 to delete one cards carry', async () => {
    await t.call(calls.markAdd, { regulation_mark: 'j' }, admin);
    const twice = await t.post(calls.markAdd.path, { params: { regulation_mark: 'J' } }, admin);
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body)?.message).toBe(M.markTaken);
    await t.call(calls.markReorder, { marks: ['J', 'H'] }, admin);
    const marks = await t.call(calls.marks, {}, admin);
    expect(marks.map((m) => m.regulation_mark)).toEqual(['J', 'H', 'D', 'E', 'F', 'G']);
    expect(marks.find((m) => m.regulation_mark === 'D')?.card_count).toBe(2);

    const used = await t.post(calls.markDelete.path, { params: { regulation_mark: 'D' } }, admin);
    expect(used.status).toBe(409);
    expect(errorOf(used.body)).toEqual({ code: 'IN_USE', message: M.markInUse('D', 2) });
    await t.call(calls.markDelete, { regulation_mark: 'J' }, admin);
    expect((await t.call(calls.marks, {}, admin)).map((m) => m.regulation_mark)).toEqual([
      'H',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect((await logged('regulation_mark')).sort()).toEqual([
      'regulation_mark.create',
      'regulation_mark.delete',
      'regulation_mark.reorder',
    ]);
  });
});
