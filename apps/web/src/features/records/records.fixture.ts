import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';

/** Answers and a renderer shared by the record screens' tests. */

export const SUMMARY = '/api/record/summary';
export const LIST = '/api/record/list';
export const INSERT = '/api/record/insert';
export const DELETE = '/api/record/delete';
export const ARCHETYPES = '/api/admin/league/deck_name/list';

const wlt = (wins: number, losses: number, ties: number) => ({ wins, losses, ties });

export const SUMMARY_ANSWER: CallResult<typeof leagueCalls.recordSummary> = {
  member: { user_id: 'trainer1', nickname: '피카츄사랑', profile_image: null },
  overall: { ...wlt(12, 5, 1), win_rate: 0.6944 },
  by_my_deck: [
    { key: '3', label: '드래펄트 ex', record: wlt(10, 3, 1), win_rate: 0.75 },
    { key: '로스트 기라티나', label: '로스트 기라티나', record: wlt(2, 2, 0), win_rate: 0.5 },
  ],
  by_opponent_deck: [{ key: '7', label: '리자몽 ex', record: wlt(12, 5, 1), win_rate: 0.6944 }],
  by_turn: [
    { key: 'first', label: '선공', record: wlt(8, 2, 0), win_rate: 0.8 },
    { key: 'second', label: '후공', record: wlt(4, 3, 1), win_rate: 0.5625 },
  ],
  monthly: [
    { month: '2026-01', record: wlt(2, 2, 0), win_rate: 0.5 },
    { month: '2026-02', record: wlt(0, 0, 0), win_rate: null },
    { month: '2026-03', record: wlt(10, 3, 1), win_rate: 0.75 },
  ],
  league: { tournaments: 3, best_placement: 2, points: 27 },
};

export const LIST_ANSWER: CallResult<typeof leagueCalls.recordList> = {
  total: 2,
  items: [
    {
      id: 41,
      played_at: '2026-03-14 21:05',
      source: 'casual',
      tournament: null,
      my_deck: '드래펄트 ex',
      my_archetype_id: 3,
      opponent_deck: '리자몽 ex',
      opponent_archetype_id: 7,
      opponent_name: '웅',
      went_first: false,
      result: 'loss',
      memo: '사이드 1장 차이',
    },
    {
      id: 40,
      played_at: '2026-03-07 20:00',
      source: 'league',
      tournament: { id: 9, name: '주간 리그 #12', round: 3 },
      my_deck: '드래펄트 ex',
      my_archetype_id: 3,
      opponent_deck: '리자몽 ex',
      opponent_archetype_id: 7,
      opponent_name: 'ash_k',
      went_first: true,
      result: 'win',
      memo: '',
    },
  ],
};

export const ARCHETYPE_ANSWER = [
  { id: 3, name_kr: '드래펄트 ex', name_en: 'Dragapult ex', key_card_name: 'Dragapult ex', priority: 1 },
  { id: 7, name_kr: '리자몽 ex', name_en: 'Charizard ex', key_card_name: 'Charizard ex', priority: 2 },
];

/** `prepare` changes the fake server before the page asks it anything (a failing path). */
export function renderRecords(
  path: string,
  session: unknown,
  answers: Record<string, unknown> = {},
  prepare?: (api: ReturnType<typeof fakeApi>) => void,
) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [SUMMARY]: SUMMARY_ANSWER,
    [LIST]: LIST_ANSWER,
    [ARCHETYPES]: ARCHETYPE_ANSWER,
    ...answers,
  });
  prepare?.(api);
  const callsTo = (p: string) => api.calls.filter((c) => c.path === p).map((c) => c.params);
  return { api, callsTo, ...renderApp(path) };
}
