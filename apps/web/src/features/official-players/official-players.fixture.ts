import type { CallResult } from '@carddogam/contract/call';
import type { officialPlayerCalls, PlayerResult } from '@carddogam/contract/calls/official-league-players';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';

/** Answers and a renderer shared by the player screens' tests. */

export const LIST = '/api/official_league/player/list';
export const DETAIL = '/api/official_league/player/detail';
export const CLAIM = '/api/mypage/official_league/claim';
export const MINE = '/api/mypage/official_league';
export const COUNTRIES = '/api/official_league/select/country';

export const PLAYERS: CallResult<typeof officialPlayerCalls.list> = {
  total: 2,
  items: [
    { id: 21, name: '김지우', country_code: 'KR', event_count: 5, best_finish: 1, claimed: true },
    { id: 22, name: 'Alex Kim', country_code: 'US', event_count: 1, best_finish: null, claimed: false },
  ],
};

const result = (overrides: Partial<PlayerResult>): PlayerResult => ({
  league: { id: 11, name: '챔피언스리그 서울', type_name: '챔피언스리그' },
  event_date: '2026-11-02',
  division: 'Master',
  placement: 3,
  archetype: { id: 3, name_kr: '드래펄트 ex' },
  record: { wins: 6, losses: 2, ties: 1 },
  ...overrides,
});

/** Oldest first on purpose: the page puts the newest first whatever order it gets. */
export const RESULTS: PlayerResult[] = [
  result({
    league: { id: 8, name: '시티리그 부산', type_name: '시티리그' },
    event_date: '2026-09-13',
    division: 'Junior',
    placement: 12,
    archetype: null,
    record: { wins: 3, losses: 3, ties: 0 },
  }),
  result({}),
];

export const PLAYER: CallResult<typeof officialPlayerCalls.detail> = {
  id: 22,
  name: 'Alex Kim',
  country_code: 'US',
  event_count: 2,
  best_finish: 3,
  claimed: false,
  results: RESULTS,
  archetypes: [
    { id: 3, name_kr: '드래펄트 ex', count: 1 },
    { id: null, name_kr: null, count: 1 },
  ],
};

export const COUNTRY_ANSWER = [
  { code: 'KR', country_kr: '대한민국' },
  { code: 'US', country_kr: '미국' },
];

/** `prepare` changes the fake server before the page asks it anything (a failing path). */
export function renderPlayers(
  path: string,
  session: unknown,
  answers: Record<string, unknown> = {},
  prepare?: (api: ReturnType<typeof fakeApi>) => void,
) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [COUNTRIES]: COUNTRY_ANSWER,
    ...answers,
  });
  prepare?.(api);
  const callsTo = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.params);
  return { api, callsTo, ...renderApp(path) };
}
