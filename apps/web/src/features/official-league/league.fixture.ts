import type { DeckCardView } from '@carddogam/contract/calls/decks';
import type { LeagueItem, StandingView } from '@carddogam/contract/calls/official-league';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';

/** Answers and a renderer shared by the official-event screen tests. */

export const PATHS = {
  types: '/api/admin/league/official_league_type/list',
  archetypes: '/api/admin/league/deck_name/list',
  countries: '/api/official_league/select/country',
  list: '/api/official_league/list',
  read: '/api/official_league/read',
  view: '/api/official_league/view',
  insert: '/api/official_league/insert',
  update: '/api/official_league/update',
  delete: '/api/official_league/delete',
  standingSave: '/api/official_league/standing/save',
  standingArchetype: '/api/official_league/standing/archetype',
  report: '/api/official_league/report/insert',
} as const;

export const TYPES = [
  { id: 1, name: '코리안리그', sort_order: 1, is_show: true },
  { id: 2, name: '챔피언스리그', sort_order: 2, is_show: true },
  { id: 3, name: '숨긴 리그', sort_order: 3, is_show: false },
];

export const COUNTRIES = [
  { code: 'KR', country_kr: '대한민국' },
  { code: 'JP', country_kr: '일본' },
];

export const ARCHETYPES = [
  { id: 5, name_kr: '리자몽ex', name_en: 'Charizard ex', key_card_name: 'Charizard ex', priority: 0 },
  { id: 6, name_kr: '가디안ex', name_en: 'Gardevoir ex', key_card_name: 'Gardevoir ex', priority: 0 },
];

export const LEAGUE: LeagueItem = {
  id: 12,
  name: '2026 챔피언스리그 서울',
  type: { id: 2, name: '챔피언스리그' },
  event_date: '2026-11-14',
  venue: '코엑스',
  country_code: 'KR',
  division: 'Master',
  player_count: 512,
  format: 'standard',
  regulation_marks: ['G', 'H'],
  view_count: 40,
  standing_count: 2,
  writer: 'writer1',
  created: '2026-11-15T01:00:00.000Z',
};

const card = (patch: Partial<DeckCardView>): DeckCardView => ({
  card_id: 'sv3-125',
  amount: 3,
  supertype: 'Pokémon',
  name_en: 'Charizard ex',
  name_kr: '리자몽ex',
  name_jp: null,
  basic_energy: false,
  energy_type: 'Fire',
  set_code: 'OBF',
  number: '125',
  image_kr: 'https://images.example/sv3-125.png',
  image_en: null,
  image_jp: null,
  ...patch,
});

export const WINNER: StandingView = {
  id: 101,
  placement: 1,
  player: { id: 31, name: 'Kim Minsu' },
  archetype: { id: 5, name_kr: '리자몽ex' },
  record: { wins: 7, losses: 1, ties: 1 },
  deck_text: 'Pokémon: 3\n3 Charizard ex OBF 125\n\nTrainer: 4\n4 Nest Ball SVI 181',
  cards: [
    card({}),
    card({
      card_id: 'sv1-181',
      amount: 4,
      supertype: 'Trainer',
      name_en: 'Nest Ball',
      name_kr: '네스트볼',
      energy_type: null,
      set_code: 'SVI',
      number: '181',
      image_kr: null,
    }),
  ],
};

export const RUNNER_UP: StandingView = {
  id: 102,
  placement: 2,
  player: { id: 32, name: 'Lee Jiho' },
  archetype: null,
  record: { wins: 7, losses: 2, ties: 0 },
  deck_text: '',
  cards: [],
};

export const LEAGUE_READ = { ...LEAGUE, standings: [WINNER, RUNNER_UP] };

export function renderLeague(path: string, session: unknown, answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [PATHS.types]: TYPES,
    [PATHS.countries]: COUNTRIES,
    [PATHS.archetypes]: ARCHETYPES,
    [PATHS.view]: { view_count: 41 },
    ...answers,
  });
  return { api, ...renderApp(path) };
}

/** The params of every call to a path, in order. */
export const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.params);
