import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialLeagueCalls as calls } from '@carddogam/contract/calls/official-league';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import {
  daysFromToday,
  leagueFields,
  seedLeagueFixture,
  STANDINGS,
  type LeagueFixture,
} from '../helpers/official-leagues';

describe('official events and their standings', () => {
  let t: TestApp;
  let f: LeagueFixture;
  let member: Record<string, string>;

  const post = async (path: string, params: unknown, headers: Record<string, string> = {}) => {
    const res = await t.post(path, { params }, headers);
    return {
      status: res.status,
      message: (res.body as { error?: { message?: string } }).error?.message ?? '',
    };
  };
  const standingsOf = async (id: number) => (await t.call(calls.read, { id })).standings;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedLeagueFixture(t);
    member = await sessionCookie(t, (await createMember(t)).userId);
  });
  afterAll(() => t.close());

  it('lets only 관리자 and members with permission_official_league write events, writers only their own', async () => {
    expect((await post(calls.insert.path, leagueFields(f.typeId))).status).toBe(401);
    const refused = await post(calls.insert.path, leagueFields(f.typeId), member);
    expect(refused).toEqual({ status: 403, message: OFFICIAL_LEAGUE_MSG.writeForbidden });

    const mine = await t.call(calls.insert, leagueFields(f.typeId, { name: '부산 시티리그' }), f.writer);
    const admins = await t.call(calls.insert, leagueFields(f.typeId, { name: '코리안리그 본선' }), f.admin);
    await t.call(
      calls.update,
      { id: mine.id, ...leagueFields(f.typeId, { name: '부산 시티리그 2차' }) },
      f.writer,
    );
    expect((await t.call(calls.read, { id: mine.id })).name).toBe('부산 시티리그 2차');

    const other = await post(calls.update.path, { id: admins.id, ...leagueFields(f.typeId) }, f.writer);
    expect(other).toEqual({ status: 403, message: OFFICIAL_LEAGUE_MSG.editForbidden });
    expect((await post(calls.delete.path, { id: admins.id }, f.writer)).status).toBe(403);
    expect(
      (await post(calls.standingSave.path, { league_id: admins.id, text: STANDINGS }, member)).status,
    ).toBe(403);
    // 관리자 edit any event.
    await t.call(
      calls.update,
      { id: mine.id, ...leagueFields(f.typeId, { name: '부산 시티리그 3차' }) },
      f.admin,
    );
    await t.call(calls.delete, { id: admins.id }, f.admin);
    expect((await post(calls.read.path, { id: admins.id })).status).toBe(404);
  });

  it('refuses an unknown division and a missing type in Korean', async () => {
    const division = await post(calls.insert.path, leagueFields(f.typeId, { division: 'Adult' }), f.admin);
    expect(division.status).toBe(400);
    expect(division.message).toContain(OFFICIAL_LEAGUE_MSG.divisionInvalid);
    const type = await post(calls.insert.path, leagueFields(999_999), f.admin);
    expect(type).toEqual({ status: 400, message: OFFICIAL_LEAGUE_MSG.typeMissing });
  });

  it('writes a pasted table: players, records, archetypes by key card and priority, decklists as cards', async () => {
    const { id } = await t.call(calls.insert, leagueFields(f.typeId, { division: 'Senior' }), f.writer);
    const saved = await t.call(calls.standingSave, { league_id: id, text: STANDINGS }, f.writer);
    expect(saved.count).toBe(3);

    const read = await t.call(calls.read, { id });
    expect(read.standing_count).toBe(3);
    const [first, second, third] = read.standings;
    expect(first).toMatchObject({
      placement: 1,
      player: { name: 'Kim Minsu' },
      // The list holds both key cards; 리자몽ex has the higher priority.
      archetype: { name_kr: '리자몽ex' },
      record: { wins: 6, losses: 1, ties: 1 },
    });
    expect(first!.cards.map((c) => [c.card_id, c.amount, c.name_en, c.name_kr])).toEqual([
      [f.charizardId, 4, 'Charizard ex', '리자몽 ex'],
      [f.gardevoirId, 2, 'Gardevoir ex', '가디안 ex'],
      [f.ballId, 4, 'Nest Ball', '네스트볼'],
    ]);
    // Two lines of one card are summed.
    expect(second).toMatchObject({ placement: 2, archetype: { name_kr: '가디안ex' }, record: { ties: 0 } });
    expect(second!.cards).toEqual([expect.objectContaining({ card_id: f.gardevoirId, amount: 4 })]);
    expect(third).toMatchObject({
      placement: 3,
      player: { name: 'Park Seoyeon' },
      archetype: null,
      cards: [],
    });

    // A second paste replaces the first; 'kim minsu' is the same player.
    await t.call(calls.standingSave, { league_id: id, text: '1 | kim  minsu | 3-0' }, f.writer);
    const again = await standingsOf(id);
    expect(again).toHaveLength(1);
    expect(again[0]!.player.id).toBe(first!.player.id);

    // Staff may choose the archetype of a standing over the tag; a writer only on their own event.
    const gardevoir = (await t.call(calls.archetypeList)).find((a) => a.name_kr === '가디안ex')!;
    await t.call(
      calls.standingArchetype,
      { standing_id: again[0]!.id, archetype_id: gardevoir.id },
      f.writer,
    );
    expect((await standingsOf(id))[0]!.archetype).toEqual({ id: gardevoir.id, name_kr: '가디안ex' });
    const others = await post(
      calls.standingArchetype.path,
      { standing_id: again[0]!.id, archetype_id: null },
      member,
    );
    expect(others.status).toBe(403);
  });

  it('refuses a list with an unknown card by its line number and writes nothing', async () => {
    const { id } = await t.call(calls.insert, leagueFields(f.typeId), f.admin);
    await t.call(calls.standingSave, { league_id: id, text: STANDINGS }, f.admin);
    const before = await standingsOf(id);
    const text = `${STANDINGS}\n4 | Choi | 4-4\n2 Missingno XYZ 999`;
    const res = await post(calls.standingSave.path, { league_id: id, text }, f.admin);
    expect(res.status).toBe(400);
    expect(res.message).toBe('13번째 줄: XYZ 999 카드를 찾을 수 없습니다.');
    expect(await standingsOf(id)).toEqual(before);
  });

  it('refuses a placement given twice and results for a future event, writing nothing', async () => {
    const { id } = await t.call(calls.insert, leagueFields(f.typeId), f.admin);
    const twice = await post(
      calls.standingSave.path,
      { league_id: id, text: '1 | A | 3-0\n2 | B | 2-1\n1 | C | 1-2' },
      f.admin,
    );
    expect(twice).toEqual({ status: 400, message: '3번째 줄: 1위가 1번째 줄에 이미 있습니다.' });
    const bad = await post(
      calls.standingSave.path,
      { league_id: id, text: '0 | A | 3-0\n2 | B | three' },
      f.admin,
    );
    expect(bad.message).toBe(
      "1번째 줄: 순위는 1 이상의 정수여야 합니다.\n2번째 줄: 전적은 '승-패-무' 또는 '승-패' 형식이어야 합니다. (예: 5-2-1)",
    );
    expect(await standingsOf(id)).toEqual([]);

    const future = await t.call(
      calls.insert,
      leagueFields(f.typeId, { event_date: daysFromToday(30) }),
      f.admin,
    );
    const res = await post(calls.standingSave.path, { league_id: future.id, text: STANDINGS }, f.admin);
    expect(res).toEqual({ status: 400, message: OFFICIAL_LEAGUE_MSG.futureResults });
    expect(await standingsOf(future.id)).toEqual([]);
  });

  it('saves an event with its paste in one call, and saves neither when the paste is refused', async () => {
    const count = async () => (await t.call(calls.list, { text: '한 번에' })).total;
    const bad = await post(
      calls.insert.path,
      {
        ...leagueFields(f.typeId, { name: '한 번에 저장' }),
        standings_text: `${STANDINGS}\n4 | Choi | 4-4\n2 Missingno XYZ 999`,
      },
      f.admin,
    );
    expect(bad).toEqual({ status: 400, message: '13번째 줄: XYZ 999 카드를 찾을 수 없습니다.' });
    const future = await post(
      calls.insert.path,
      {
        ...leagueFields(f.typeId, { name: '한 번에 미래', event_date: daysFromToday(30) }),
        standings_text: STANDINGS,
      },
      f.admin,
    );
    expect(future).toEqual({ status: 400, message: OFFICIAL_LEAGUE_MSG.futureResults });
    expect(await count()).toBe(0);

    const saved = await t.call(
      calls.insert,
      { ...leagueFields(f.typeId, { name: '한 번에 저장' }), standings_text: STANDINGS },
      f.admin,
    );
    expect(saved).toMatchObject({ standing_count: 3, message: OFFICIAL_LEAGUE_MSG.standingsSaved });
    expect(await standingsOf(saved.id)).toHaveLength(3);

    // An update with a refused paste keeps the event's fields and standings as they were.
    const refused = await post(
      calls.update.path,
      {
        id: saved.id,
        ...leagueFields(f.typeId, { name: '바뀐 이름' }),
        standings_text: '1 | A | 3-0\n2 Missingno XYZ 999',
      },
      f.admin,
    );
    expect(refused.status).toBe(400);
    const read = await t.call(calls.read, { id: saved.id });
    expect(read.name).toBe('한 번에 저장');
    expect(read.standings).toHaveLength(3);
    const kept = await t.call(calls.update, { id: saved.id, ...leagueFields(f.typeId) }, f.admin);
    expect(kept).toMatchObject({ standing_count: null, message: OFFICIAL_LEAGUE_MSG.saved });
    expect(await standingsOf(saved.id)).toHaveLength(3);
  });

  it('lists events newest first within the last 3 months by default, with filters', async () => {
    const old = await t.call(
      calls.insert,
      leagueFields(f.typeId, { name: '옛 대회', event_date: daysFromToday(-200) }),
      f.admin,
    );
    const junior = await t.call(
      calls.insert,
      leagueFields(f.typeId, { name: '주니어 챌린지', division: 'Junior', event_date: daysFromToday(-1) }),
      f.admin,
    );
    const list = await t.call(calls.list, {});
    expect(list.date_to).toBe(daysFromToday(0));
    expect(list.items[0]!.id).toBe(junior.id);
    expect(list.items.map((i) => i.id)).not.toContain(old.id);
    expect((await t.call(calls.list, { division: 'Junior' })).items.map((i) => i.id)).toEqual([junior.id]);
    expect((await t.call(calls.list, { text: '챌린지' })).items.map((i) => i.id)).toEqual([junior.id]);
    const wide = await t.call(calls.list, { date_from: daysFromToday(-365), text: '옛' });
    expect(wide.items.map((i) => i.id)).toEqual([old.id]);
    expect((await t.call(calls.view, { id: old.id })).view_count).toBe(1);
    expect((await t.call(calls.view, { id: old.id })).view_count).toBe(2);
  });

  it('keeps event types and archetypes for 관리자, checking key cards against English names', async () => {
    const type = await t.call(calls.typeSave, { name: '스페셜 이벤트' }, f.admin);
    expect((await post(calls.typeSave.path, { name: '시티리그' }, f.admin)).status).toBe(409);
    expect((await post(calls.typeDelete.path, { id: f.typeId }, f.admin)).status).toBe(409);
    await t.call(calls.typeReorder, { ids: [type.id] }, f.admin);
    expect((await t.call(calls.typeList))[0]!.id).toBe(type.id);
    await t.call(calls.typeDelete, { id: type.id }, f.admin);
    expect((await post(calls.typeSave.path, { name: '또 다른 대회' }, f.writer)).status).toBe(403);

    const unknown = await post(
      calls.archetypeSave.path,
      { name_kr: '미싱노', name_en: 'Missingno', key_card_name: 'Missingno ex' },
      f.admin,
    );
    expect(unknown).toEqual({ status: 400, message: OFFICIAL_LEAGUE_MSG.keyCardMissing('Missingno ex') });
    const names = (await t.call(calls.archetypeList)).map((a) => [a.name_kr, a.key_card_name]);
    expect(names).toEqual([
      ['리자몽ex', 'Charizard ex'],
      ['가디안ex', 'Gardevoir ex'],
    ]);
  });
});
