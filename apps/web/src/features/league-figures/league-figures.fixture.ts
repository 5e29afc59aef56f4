import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { GUEST_ANSWER } from '../../test/session-fixtures';

/** Answers and a renderer shared by the league figure screens' tests. */

export const DECK_LIST = '/api/league/deck/list';
export const DECK_DETAIL = '/api/league/deck/detail';
export const PLAYER_LIST = '/api/league/player/list';
export const PLAYER_DETAIL = '/api/league/player/detail';

const wlt = (wins: number, losses: number, ties: number) => ({ wins, losses, ties });
const dragapult = { id: 3, name_kr: '드래펄트 ex' };
const charizard = { id: 7, name_kr: '리자몽 ex' };

export const DECK_LIST_ANSWER: CallResult<typeof leagueCalls.deckList> = {
  date_from: '2026-01-10',
  date_to: '2026-04-10',
  tournaments: 4,
  entries: 40,
  items: [
    { archetype: dragapult, entries: 14, share: 0.35, matches: 52, record: wlt(30, 20, 2), win_rate: 0.5962 },
    { archetype: null, entries: 10, share: 0.25, matches: 38, record: wlt(15, 22, 1), win_rate: 0.4079 },
    { archetype: charizard, entries: 3, share: 0.075, matches: 6, record: wlt(2, 4, 0), win_rate: 0.3333 },
  ],
};

const card = (card_id: string, name_kr: string, amount: number, supertype = 'Pokémon'): DeckCardView => ({
  card_id,
  amount,
  supertype,
  name_en: card_id,
  name_kr,
  name_jp: null,
  basic_energy: false,
  energy_type: null,
  set_code: 'TWM',
  number: '1',
  image_kr: null,
  image_en: null,
  image_jp: null,
});

export const DECK_DETAIL_ANSWER: CallResult<typeof leagueCalls.deckDetail> = {
  date_from: '2026-01-10',
  date_to: '2026-04-10',
  archetype: { id: 3, name_kr: '드래펄트 ex', name_en: 'Dragapult ex' },
  share: DECK_LIST_ANSWER.items[0]!,
  matchups: [
    { opponent: charizard, record: wlt(6, 2, 0), win_rate: 0.75 },
    { opponent: null, record: wlt(24, 18, 2), win_rate: 0.5682 },
  ],
  lists: [
    {
      entry_id: 301,
      tournament: { id: 9, name: '주간 리그 #12', starts_at: '2026-04-04 20:00' },
      ptcgl_name: 'ash_k',
      placement: 1,
      record: wlt(5, 0, 1),
      cards: [card('sv6-130', '드래펄트 ex', 3), card('sv1-196', '네오라이트 부스트', 4, 'Trainer')],
    },
    {
      entry_id: 288,
      tournament: { id: 8, name: '주간 리그 #11', starts_at: '2026-03-28 20:00' },
      ptcgl_name: 'misty',
      placement: 5,
      record: wlt(3, 2, 0),
      cards: [card('sv6-129', '드래카', 4)],
    },
  ],
};

export const PLAYER_LIST_ANSWER: CallResult<typeof leagueCalls.playerList> = {
  season: 2026,
  total: 3,
  items: [
    {
      player_id: 21,
      ptcgl_name: 'ash_k',
      member: { user_id: 'ash', nickname: '지우' },
      points: 36,
      tournaments: 3,
      record: wlt(12, 3, 0),
      best_placement: 1,
    },
    {
      player_id: 22,
      ptcgl_name: 'misty',
      member: { user_id: 'misty', nickname: '이슬' },
      points: 36,
      tournaments: 4,
      record: wlt(11, 6, 3),
      best_placement: 2,
    },
    {
      player_id: 23,
      ptcgl_name: 'brock',
      member: { user_id: 'brock', nickname: '웅' },
      points: 10,
      tournaments: 1,
      record: wlt(3, 2, 1),
      best_placement: null,
    },
  ],
};

export const PLAYER_DETAIL_ANSWER: CallResult<typeof leagueCalls.playerDetail> = {
  player_id: 21,
  ptcgl_name: 'ash_k',
  member: { user_id: 'ash', nickname: '지우' },
  season: 2026,
  points: 36,
  record: wlt(11, 3, 2),
  points_over_time: [
    { starts_at: '2026-02-07 20:00', points: 12 },
    { starts_at: '2026-03-07 20:00', points: 21 },
    { starts_at: '2026-04-04 20:00', points: 36 },
  ],
  events: [
    {
      tournament: { id: 5, name: '주간 리그 #8', starts_at: '2026-02-07 20:00' },
      archetype: charizard,
      placement: 3,
      record: wlt(4, 1, 0),
      points: 12,
    },
    {
      tournament: { id: 9, name: '주간 리그 #12', starts_at: '2026-04-04 20:00' },
      archetype: dragapult,
      placement: 1,
      record: wlt(5, 0, 0),
      points: 15,
    },
    {
      tournament: { id: 7, name: '주간 리그 #10', starts_at: '2026-03-07 20:00' },
      archetype: null,
      placement: null,
      record: wlt(2, 2, 2),
      points: 9,
    },
  ],
  archetypes: [
    { archetype: dragapult, count: 1 },
    { archetype: charizard, count: 1 },
    { archetype: null, count: 1 },
  ],
};

/** `prepare` changes the fake server before the page asks it anything (a failing path). */
export function renderFigures(
  path: string,
  answers: Record<string, unknown> = {},
  prepare?: (api: ReturnType<typeof fakeApi>) => void,
) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    ...answers,
  });
  prepare?.(api);
  const callsTo = (p: string) => api.calls.filter((c) => c.path === p).map((c) => c.params);
  return { api, callsTo, ...renderApp(path) };
}
