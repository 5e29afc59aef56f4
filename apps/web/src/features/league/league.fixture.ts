import { vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  leagueCalls as calls,
  type MatchView,
  type StandingRow,
  type TournamentDetail,
  type TournamentItem,
} from '@carddogam/contract/calls/league';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import type { DeckCardView } from '@carddogam/contract/calls/decks';

/** Answers of the league's calls as the server gives them, for the screen tests. */

export const PATHS = {
  me: calls.me.path,
  apply: calls.apply.path,
  list: calls.tournamentList.path,
  detail: calls.tournamentDetail.path,
  save: calls.tournamentSave.path,
  cancel: calls.tournamentCancel.path,
  register: calls.register.path,
  unregister: calls.unregister.path,
  start: calls.start.path,
  nextRound: calls.nextRound.path,
  drop: calls.drop.path,
  report: calls.report.path,
  resolve: calls.resolve.path,
  deckDetail: calls.deckDetail.path,
};

export const PLAYER = sessionUser({ user_id: 'trainer1', nickname: '피카츄사랑', type: '사용자' });
export const STAFF = sessionUser({ user_id: 'op1', nickname: '운영자', type: '운영진' });

export function tournament(id: number, overrides: Partial<TournamentItem> = {}): TournamentItem {
  return {
    id,
    name: `주간 리그 ${id}`,
    format: 'standard',
    regulation_marks: ['G', 'H'],
    starts_at: '2026-11-24 19:00',
    registration_opens_at: '2026-11-21 19:00',
    status: 'registration',
    player_count: 5,
    max_players: 32,
    round_minutes: 50,
    top_cut: 4,
    swiss_rounds: null,
    current_round: 0,
    auto: false,
    winner: null,
    ...overrides,
  };
}

const member = (n: number) => ({ user_id: `user${n}`, nickname: `회원${n}` });
const NAMES = ['AshK', 'MistyW', 'BrockS', 'DawnB', 'MayH', 'Gary0'];
const ARCHETYPES = [
  { id: 5, name_kr: '리자몽ex' },
  { id: 6, name_kr: '가디안ex' },
  null,
  { id: 5, name_kr: '리자몽ex' },
  { id: 7, name_kr: '드래펄트ex' },
  { id: 6, name_kr: '가디안ex' },
];
/** The reader's entry when they play: AshK, entry 1. */
export const MY_ENTRY = 1;
const ref = (entry: number) => ({ entry_id: entry, ptcgl_name: NAMES[entry - 1]! });

/** A card of a decklist as the server answers it, with what the test does not care about filled in. */
export const deckCard = (
  fields: Pick<DeckCardView, 'card_id' | 'amount' | 'name_en' | 'name_kr'>,
): DeckCardView => ({
  supertype: 'Pokémon',
  name_jp: null,
  basic_energy: false,
  energy_type: null,
  set_code: 'SVI',
  number: '1',
  image_kr: null,
  image_en: null,
  image_jp: null,
  ...fields,
});

export const ENTRIES: TournamentDetail['entries'] = NAMES.map((name, i) => ({
  id: i + 1,
  member: member(i + 1),
  ptcgl_name: name,
  archetype: ARCHETYPES[i]!,
  dropped_after_round: null,
  placement: null,
  cards: null,
}));

export function match(
  id: number,
  round: number,
  table: number,
  p1: number,
  p2: number | null,
  more: Partial<MatchView> = {},
): MatchView {
  return {
    id,
    round,
    stage: 'swiss',
    table_no: table,
    player1: ref(p1),
    player2: p2 === null ? null : ref(p2),
    result: null,
    report1: null,
    report2: null,
    disputed: false,
    ...more,
  };
}

/** Round 1 is over; in round 2 AshK (entry 1) plays BrockS (entry 3) at table 2. */
export const ROUND_ONE = [
  match(11, 1, 1, 1, 2, { result: 'p1' }),
  match(12, 1, 2, 3, 4, { result: 'tie' }),
  match(13, 1, 3, 5, 6, { result: 'p2' }),
];
export const ROUND_TWO = [
  match(21, 2, 1, 6, 4),
  match(22, 2, 2, 3, 1),
  match(23, 2, 3, 2, 5, { report1: 'win', report2: 'win', disputed: true }),
];

const standing = (rank: number, entry: number, more: Partial<StandingRow>): StandingRow => ({
  rank,
  entry_id: entry,
  ptcgl_name: NAMES[entry - 1]!,
  member: member(entry),
  archetype: ARCHETYPES[entry - 1]!,
  match_points: 0,
  record: { wins: 0, losses: 0, ties: 0 },
  owp: 0.25,
  oowp: 0.25,
  dropped: false,
  ...more,
});

export const STANDINGS: StandingRow[] = [
  standing(1, 1, { match_points: 3, record: { wins: 1, losses: 0, ties: 0 }, owp: 0.25, oowp: 0.625 }),
  standing(2, 6, { match_points: 3, record: { wins: 1, losses: 0, ties: 0 }, owp: 0.25, oowp: 0.5 }),
  standing(3, 3, { match_points: 1, record: { wins: 0, losses: 0, ties: 1 }, owp: 0.5, oowp: 0.41666 }),
  standing(4, 4, { match_points: 1, record: { wins: 0, losses: 0, ties: 1 }, owp: 0.5, oowp: 0.41666 }),
  standing(5, 2, { match_points: 0, record: { wins: 0, losses: 1, ties: 0 }, owp: 1, oowp: 0.25 }),
  standing(6, 5, {
    match_points: 0,
    record: { wins: 0, losses: 1, ties: 0 },
    owp: 1,
    oowp: 0.25,
    dropped: true,
  }),
];

/** A tournament in its second Swiss round, read by a guest (no own entry, no reports shown). */
export function swissDetail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    ...tournament(30, { status: 'swiss', player_count: 6, swiss_rounds: 3, current_round: 2 }),
    entries: ENTRIES,
    matches: [...ROUND_ONE, ...ROUND_TWO],
    standings: STANDINGS,
    round_started_at: '2026-11-24 19:00',
    server_now: '2026-11-24 19:10:00',
    mine: null,
    decklists_public: false,
    ...overrides,
  };
}

export const MY_DECK = 'Pokémon: 1\n4 Charmander PAF 7';
export const MINE = { entry_id: MY_ENTRY, deck_text: MY_DECK, dropped_after_round: null };

export function registrationDetail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    ...tournament(40),
    entries: ENTRIES.slice(1, 6),
    matches: [],
    standings: [],
    round_started_at: null,
    server_now: '2026-11-22 12:00:00',
    mine: null,
    decklists_public: false,
    ...overrides,
  };
}

export const application = (status: '접수' | '승인' | '거절', memo: string | null = null) => ({
  id: 3,
  ptcgl_name: 'AshK',
  ptcgl_uid: 'ash-0001',
  status,
  memo,
  created: '2026-11-01 10:00',
  handled_at: status === '접수' ? null : '2026-11-02 09:00',
});

/** The whole site at `path` as `session`, with the league's answers added. */
export function renderLeague(path: string, session: unknown, answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    ...answers,
  });
  return { api, ...renderApp(path) };
}

export const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.params);

/** Presses a button of the dialog titled `title`. */
export async function confirmIn(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** Renders on a phone: every max-width media query matches (the app's one mobile breakpoint). */
export function onPhone() {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  }));
}
