import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  createTournament,
  entryCount,
  errorOf,
  LEGAL_DECK,
  seedLeagueCards,
  type Headers,
  type LeagueCards,
} from '../helpers/league';
import { createMember, sessionCookie } from '../helpers/members';

/**
 * Applying to the online league with a PTCGL name and ID, and staff deciding (decision 035): one live
 * application per member and per ID (case ignored), races answered with the message, and only approved
 * players enter tournaments.
 */
describe('league player registration', () => {
  let t: TestApp;
  let f: LeagueCards;

  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 12 });
    f = await seedLeagueCards(t);
  });
  afterAll(() => t.close());

  const newMember = async (type?: '사용자' | '일어알바' | '운영진') => {
    const row = await createMember(t, type ? { type } : {});
    return { userId: row.userId, cookie: await sessionCookie(t, row.userId) };
  };
  const apply = (cookie: Headers, uid: string, name = 'Ash') =>
    t.post(calls.apply.path, { params: { ptcgl_name: name, ptcgl_uid: uid } }, cookie);

  it('takes an application, keeps one live per member, and lets staff approve it once', async () => {
    const ash = await newMember();
    const first = await apply(ash.cookie, 'Ash_Ketchum-01');
    expect(first.status).toBe(200);
    const { id } = calls.apply.result.parse(first.body);

    const again = await apply(ash.cookie, 'Another-ID');
    expect(again.status).toBe(409);
    expect(errorOf(again.body)?.message).toBe(M.applyPending);

    const waiting = await t.call(calls.applyList, { text: 'ash_ketchum' }, f.staff);
    expect(waiting.items.map((a) => [a.id, a.status, a.member.user_id])).toEqual([[id, '접수', ash.userId]]);
    expect((await t.call(calls.me, {}, ash.cookie)).application?.status).toBe('접수');

    // Players and the Japanese helpers do not decide applications; 운영진 do.
    for (const type of ['사용자', '일어알바'] as const) {
      const other = await newMember(type);
      const refused = await t.post(calls.applyApprove.path, { params: { id } }, other.cookie);
      expect(refused.status).toBe(403);
    }
    const operator = await newMember('운영진');
    expect(await t.call(calls.applyApprove, { id }, operator.cookie)).toEqual({ message: M.applyApproved });
    const twice = await t.post(calls.applyRefuse.path, { params: { id } }, f.staff);
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body)?.message).toBe(M.applyDecided);

    const me = await t.call(calls.me, {}, ash.cookie);
    expect(me.application).toMatchObject({ id, status: '승인', ptcgl_uid: 'Ash_Ketchum-01' });
    expect(me.application?.handled_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const approvedAgain = await apply(ash.cookie, 'Third-ID');
    expect(errorOf(approvedAgain.body)?.message).toBe(M.applyApprovedAlready);
  });

  it('refuses a player ID another live application holds, whatever its case, and frees it on refusal', async () => {
    const misty = await newMember();
    const brock = await newMember();
    const { id } = calls.apply.result.parse((await apply(misty.cookie, 'Water-Flower', 'Misty')).body);
    const taken = await apply(brock.cookie, 'WATER-flower', 'Brock');
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body)?.message).toBe(M.uidTaken);

    await t.call(calls.applyRefuse, { id, memo: '이름 확인 불가' }, f.staff);
    const refused = await t.call(calls.applyList, { status: '거절', text: 'Water' }, f.staff);
    expect(refused.items.map((a) => [a.id, a.memo])).toEqual([[id, '이름 확인 불가']]);
    expect((await apply(brock.cookie, 'WATER-flower', 'Brock')).status).toBe(200);
    // The refused member may apply again, with another ID.
    expect((await apply(misty.cookie, 'Misty-2')).status).toBe(200);
  });

  it('answers malformed input in Korean', async () => {
    const member = await newMember();
    const bad = await apply(member.cookie, 'no spaces!');
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)?.message).toContain(M.uidInvalid);
    const guest = await apply({}, 'Guest-ID');
    expect(guest.status).toBe(401);
    expect((await t.post(calls.applyApprove.path, { params: { id: 999999 } }, f.staff)).status).toBe(404);
  });

  it('gives the message, never a 500, to applications racing for one ID or from one member', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => newMember()));
    const sameId = await Promise.all(members.map((m, i) => apply(m.cookie, 'Race-Id', `Racer${i}`)));
    expect(sameId.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of sameId.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(errorOf(answer.body)?.message).toBe(M.uidTaken);
    }

    const eager = await newMember();
    const own = await Promise.all(Array.from({ length: 6 }, (_, i) => apply(eager.cookie, `Eager-${i}`)));
    expect(own.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of own.filter((a) => a.status !== 200))
      expect(errorOf(answer.body)?.message).toBe(M.applyPending);
  });

  it('lets only approved players register for a tournament', async () => {
    const tournamentId = await createTournament(t, f.staff);
    const register = (cookie: Headers) =>
      t.post(calls.register.path, { params: { tournament_id: tournamentId, deck_text: LEGAL_DECK } }, cookie);

    const stranger = await newMember();
    const pending = await newMember();
    await apply(pending.cookie, 'Pending-Player');
    const refused = await newMember();
    const { id: refusedId } = calls.apply.result.parse((await apply(refused.cookie, 'Refused-Player')).body);
    await t.call(calls.applyRefuse, { id: refusedId, memo: '' }, f.staff);
    for (const who of [stranger, pending, refused]) {
      const answer = await register(who.cookie);
      expect(answer.status).toBe(403);
      expect(errorOf(answer.body)?.message).toBe(M.notApprovedPlayer);
    }
    expect(await entryCount(t, tournamentId)).toBe(0);

    const [application] = (await t.call(calls.applyList, { text: 'Pending-Player' }, f.staff)).items;
    await t.call(calls.applyApprove, { id: application!.id }, f.staff);
    const entered = await register(pending.cookie);
    expect(entered.status).toBe(200);
    expect(calls.register.result.parse(entered.body)).toMatchObject({
      message: M.registered,
      archetype: { id: f.charizardArchetypeId, name_kr: '리자몽ex' },
    });
    expect(await entryCount(t, tournamentId)).toBe(1);
    expect((await t.call(calls.me, {}, pending.cookie)).tournaments.map((x) => x.id)).toEqual([tournamentId]);
  });
});
