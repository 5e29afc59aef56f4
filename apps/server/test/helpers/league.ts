import { eq, sql } from 'drizzle-orm';
import { leagueCalls as calls, type TournamentDetail } from '@carddogam/contract/calls/league';
import { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { queryRows } from '../../src/db/client';
import { cardSet, leagueEntry, matchRecord } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import type { TestApp } from './app';
import { createMember, sessionCookie } from './members';

/** Cards, staff, approved players and tournaments for the online league's tests (decision 035). */

export type Headers = Record<string, string>;

export interface LeagueCards {
  /** 관리자 and 매니저 sessions (both league staff). */
  admin: Headers;
  staff: Headers;
  charizardArchetypeId: number;
}

/**
 * The cards the decklists use. 'Switch' has an old print (SSH, mark D) and a reprint (SVI, mark G), so the
 * old print is legal under G; 'Zacian V' exists only with mark D; Fire Energy is basic Energy without a mark;
 * Charmander is the lists' Basic Pokémon.
 */
export async function seedLeagueCards(t: TestApp): Promise<LeagueCards> {
  const db = t.services.db;
  await db.insert(cardSet).values([
    { nation: 'en', code: 'sv3pt5', name: '151', ptcgoCode: 'MEW' },
    { nation: 'en', code: 'sv1', name: 'Scarlet & Violet', ptcgoCode: 'SVI' },
    { nation: 'en', code: 'sve', name: 'Scarlet & Violet Energies', ptcgoCode: 'SVE' },
    { nation: 'en', code: 'swsh1', name: 'Sword & Shield', ptcgoCode: 'SSH' },
  ]);
  const trainer = { supertype: 'Trainer', subtypes: ['Item'], types: [] };
  await insertCard(db, { en: { name: 'Charizard ex', number: '6', regulationMark: 'G' } });
  await insertCard(db, {
    en: { name: 'Charmander', number: '4', regulationMark: 'G', subtypes: ['Basic'], evolvesFrom: null },
  });
  await insertCard(db, {
    en: { name: 'Nest Ball', number: '181', setId: 'sv1', regulationMark: 'G', ...trainer },
    withParts: false,
  });
  await insertCard(db, {
    en: { name: 'Switch', number: '183', setId: 'swsh1', regulationMark: 'D', ...trainer },
    withParts: false,
  });
  await insertCard(db, {
    en: { name: 'Switch', number: '194', setId: 'sv1', regulationMark: 'G', ...trainer },
    withParts: false,
  });
  await insertCard(db, {
    en: { name: 'Zacian V', number: '138', setId: 'swsh1', regulationMark: 'D', types: ['Metal'] },
  });
  await insertCard(db, {
    en: {
      name: 'Fire Energy',
      number: '2',
      setId: 'sve',
      supertype: 'Energy',
      subtypes: ['Basic'],
      types: [],
      regulationMark: null,
    },
    withParts: false,
  });
  await refreshCardSearch(db);

  const admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
  const staff = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
  const { id: charizardArchetypeId } = await t.call(
    officialLeagueCalls.archetypeSave,
    { name_kr: '리자몽ex', name_en: 'Charizard ex', key_card_name: 'Charizard ex', priority: 10 },
    admin,
  );
  return { admin, staff, charizardArchetypeId };
}

/** A legal 60-card list (the Switch from its old print), tagged 리자몽ex. */
export const LEGAL_DECK = [
  'Pokémon: 8',
  '4 Charmander MEW 4',
  '4 Charizard ex MEW 6',
  '',
  'Trainer: 8',
  '4 Nest Ball SVI 181',
  '4 Switch SSH 183',
  '',
  'Energy: 44',
  '44 Fire Energy SVE 2',
].join('\n');

/** The same list with Zacian V, legal only under mark D, instead of Charizard ex. */
export const ZACIAN_DECK = LEGAL_DECK.replace('4 Charizard ex MEW 6', '4 Zacian V SSH 138');

/** 59 cards. */
export const SHORT_DECK = LEGAL_DECK.replace('44 Fire Energy', '43 Fire Energy');

/** 60 cards without a Basic Pokémon (Charizard ex is a Stage 2). */
export const NO_BASIC_DECK = LEGAL_DECK.replace('4 Charmander MEW 4', '4 Fire Energy SVE 2');

export interface LeaguePlayer {
  userId: string;
  cookie: Headers;
  ptcglName: string;
}

let playerSequence = 0;

/** A member whose application staff approved. */
export async function approvedPlayer(t: TestApp, staff: Headers): Promise<LeaguePlayer> {
  playerSequence += 1;
  const member = await createMember(t);
  const cookie = await sessionCookie(t, member.userId);
  const ptcglName = `Trainer${playerSequence}`;
  const { id } = await t.call(
    calls.apply,
    { ptcgl_name: ptcglName, ptcgl_uid: `uid-${member.userId}` },
    cookie,
  );
  await t.call(calls.applyApprove, { id }, staff);
  return { userId: member.userId, cookie, ptcglName };
}

const HOUR_MS = 3_600_000;

/** Tournament fields whose registration opened an hour ago and that starts in a day. */
export const openTournamentFields = (overrides: Record<string, unknown> = {}) => ({
  name: '주말 온라인 리그',
  regulation_marks: ['G', 'H'],
  registration_opens_at: new Date(Date.now() - HOUR_MS).toISOString(),
  starts_at: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
  max_players: 32,
  top_cut: 8,
  ...overrides,
});

export async function createTournament(
  t: TestApp,
  staff: Headers,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  return (await t.call(calls.tournamentSave, openTournamentFields(overrides), staff)).id;
}

/** Registers every player with the legal list. */
export async function registerAll(t: TestApp, tournamentId: number, players: readonly LeaguePlayer[]) {
  for (const p of players) {
    await t.call(calls.register, { tournament_id: tournamentId, deck_text: LEGAL_DECK }, p.cookie);
  }
}

export const detailOf = (t: TestApp, id: number, headers: Headers = {}): Promise<TournamentDetail> =>
  t.call(calls.tournamentDetail, { id }, headers);

/** The current round's matches between two players (no byes). */
export async function openMatches(t: TestApp, id: number) {
  const detail = await detailOf(t, id);
  return detail.matches.filter(
    (m) => m.round === detail.current_round && m.player2 !== null && m.result === null,
  );
}

/** The player behind an entry. */
export async function playerOfEntry(
  t: TestApp,
  players: readonly LeaguePlayer[],
  entryId: number,
): Promise<LeaguePlayer> {
  const [row] = await t.services.db
    .select({ userId: leagueEntry.userId })
    .from(leagueEntry)
    .where(eq(leagueEntry.id, entryId));
  return players.find((p) => p.userId === row!.userId)!;
}

export async function entryCount(t: TestApp, tournamentId: number): Promise<number> {
  const [row] = await t.services.db
    .select({ n: sql<number>`count(*)::int` })
    .from(leagueEntry)
    .where(eq(leagueEntry.tournamentId, tournamentId));
  return row!.n;
}

/** The match records league play wrote for a tournament's matches. */
export function leagueRecords(t: TestApp, tournamentId: number) {
  return queryRows<{
    user_id: string;
    league_match_id: number;
    result: string;
    opponent_name: string;
    went_first: boolean | null;
    my_archetype_id: number | null;
    opponent_archetype_id: number | null;
    source: string;
  }>(
    t.services.db,
    sql`select r.user_id, r.league_match_id, r.result, r.opponent_name, r.went_first, r.my_archetype_id,
        r.opponent_archetype_id, r.source
      from ${matchRecord} r join league_match m on m.id = r.league_match_id
      where m.tournament_id = ${tournamentId} order by r.league_match_id, r.user_id`,
  );
}

export const errorOf = (body: unknown) => (body as { error?: { code: string; message: string } }).error;
