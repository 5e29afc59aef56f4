import type { CallResult } from '@carddogam/contract/call';
import type { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { GUEST_ANSWER } from '../../test/session-fixtures';

/** Answers and a renderer shared by the deck-rank screens' tests. */

export const LIST = '/api/official_league/deck_rank/list';
export const DETAIL = '/api/official_league/deck_rank/detail';
export const TYPES = '/api/admin/league/official_league_type/list';

const DRAGAPULT = { id: 3, name_kr: '드래펄트 ex', name_en: 'Dragapult ex' };
const GARDEVOIR = { id: 5, name_kr: '가디안 ex', name_en: 'Gardevoir ex' };

export const LIST_ANSWER: CallResult<typeof deckRankCalls.list> = {
  period: { from: '2026-08-24', to: '2026-11-24' },
  sample: { events: 4, players: 200 },
  formula: {
    share: '점유율 = 해당 덱 참가자 수 ÷ 조건에 맞는 전체 참가자 수',
    top8: 'TOP 8 = 해당 덱으로 8위 이내에 든 참가자 수',
    best: '최고 순위 = 해당 덱의 가장 높은 순위',
  },
  rows: [
    { archetype: DRAGAPULT, players: 69, share: 0.345, top8: 12, best: 1 },
    { archetype: null, players: 40, share: 0.2, top8: 3, best: 4 },
    { archetype: GARDEVOIR, players: 31, share: 0.155, top8: 9, best: 2 },
  ],
  trend: {
    months: ['2026-08', '2026-09', '2026-10', '2026-11'],
    lines: [
      { archetype: DRAGAPULT, shares: [0.3, 0.35, 0.36, 0.34] },
      { archetype: GARDEVOIR, shares: [0.1, 0.15, 0.2, 0.16] },
    ],
  },
};

export const EMPTY_LIST_ANSWER: CallResult<typeof deckRankCalls.list> = {
  ...LIST_ANSWER,
  sample: { events: 0, players: 0 },
  rows: [],
  trend: { months: ['2026-08', '2026-09', '2026-10', '2026-11'], lines: [] },
};

export const TYPES_ANSWER = [
  { id: 1, name: '챔피언스리그', sort_order: 1, is_show: true },
  { id: 2, name: '시티리그', sort_order: 2, is_show: true },
  { id: 9, name: '내부 연습', sort_order: 3, is_show: false },
];

const card = (id: string, name: string, nameKr: string | null, image: string | null) => ({
  id,
  name,
  name_kr: nameKr,
  image_kr: image,
  image_en: null,
  image_jp: null,
});

export const DETAIL_ANSWER: CallResult<typeof deckRankCalls.detail> = {
  archetype: DRAGAPULT,
  period: { from: '2026-08-24', to: '2026-11-24' },
  sample: { events: 2, players: 3 },
  lists: [
    {
      standing_id: 41,
      league: { id: 11, name: '챔피언스리그 서울', event_date: '2026-11-02' },
      player: { id: 21, name: '김지우' },
      placement: 1,
    },
    {
      standing_id: 57,
      league: { id: 12, name: '시티리그 부산', event_date: '2026-10-12' },
      player: { id: 22, name: 'Alex Kim' },
      placement: 5,
    },
  ],
  consensus: [
    {
      card: card('sv6-130', 'Dragapult ex', '드래펄트 ex', 'https://images.example/sv6/130.png'),
      average: 3.75,
      play_rate: 1,
      max_amount: 4,
      tech: false,
    },
    {
      card: card('sv6-128', 'Dreepy', null, null),
      average: 4,
      play_rate: 1,
      max_amount: 4,
      tech: false,
    },
    {
      card: card('sv5-144', 'Budew', '꼬몽울', null),
      average: 0.33,
      play_rate: 0.3333,
      max_amount: 1,
      tech: true,
    },
    {
      card: card('sv3-186', 'Lost Vacuum', '로스트 청소기', null),
      average: 0.67,
      play_rate: 0.4,
      max_amount: 2,
      tech: true,
    },
  ],
  price: {
    total: 123456,
    priced: 3,
    unpriced: [{ id: 'sv6-128', name: 'Dreepy', name_kr: null }],
  },
  formula: {
    average: '평균 채용 매수 = 덱리스트 전체의 해당 카드 매수 합 ÷ 덱리스트 수 (없는 덱리스트는 0장)',
    play_rate: '채용률 = 해당 카드를 넣은 덱리스트 수 ÷ 덱리스트 수',
    tech: '테크 카드 = 채용률 50% 미만인 카드',
    price: '예상 가격 = Σ(평균 채용 매수 × 최근 90일 한국판 평균 거래가, 등급 카드 제외)',
  },
};

/** `prepare` changes the fake server before the page asks it anything (a failing path). */
export function renderDeckRanks(
  path: string,
  answers: Record<string, unknown> = {},
  prepare?: (api: ReturnType<typeof fakeApi>) => void,
) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    [TYPES]: TYPES_ANSWER,
    ...answers,
  });
  prepare?.(api);
  const callsTo = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.params);
  return { api, callsTo, ...renderApp(path) };
}
