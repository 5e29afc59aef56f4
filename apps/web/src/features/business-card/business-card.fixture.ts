import type { CallResult } from '@carddogam/contract/call';
import type { DeckItem } from '@carddogam/contract/calls/decks';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';

/** Answers and a renderer shared by the 명함 screen's tests. */

export const CARD = '/api/businesscard';
export const SAVE = '/api/businesscard/save';
export const DECKS = '/api/deck/list';

export const CARD_ANSWER: CallResult<typeof leagueCalls.businessCard> = {
  member: {
    user_id: 'trainer1',
    nickname: '피카츄사랑',
    profile_image: null,
    grade: 3,
    badge: { kind: 'level', level: 3 },
    type: '사용자',
  },
  intro: '드래펄트 장인',
  favorite_card: { card_id: 'sv6-130', name: '드래펄트 ex', image: null },
  main_deck: { id: 11, title: '드래펄트 리그용', cards: [] },
  ptcgl_name: 'pika_love',
  league: { record: { wins: 12, losses: 5, ties: 1 }, tournaments: 3, best_placement: 2 },
  collection_count: 1234,
};

const deck = (id: number, title: string, writer: string): DeckItem => ({
  id,
  title,
  created: '2026-03-01 10:00',
  tag: '',
  regulation_group: '스탠다드',
  season: '',
  deck_nation: 'kr',
  pokemon_count: 20,
  trainer_count: 30,
  energy_count: 10,
  view_count: 0,
  like_count: 0,
  copy_count: 0,
  status: '공개',
  rating_avg: 0,
  rating_count: 0,
  writer,
  writer_nickname: writer,
  types: '',
  energy_counts: [],
  image_kr: null,
  image_en: null,
  image_jp: null,
});

/** The writer search also finds a member whose nickname holds the id; the page keeps only the member's own. */
export const DECKS_ANSWER = {
  total: 3,
  items: [
    deck(11, '드래펄트 리그용', 'trainer1'),
    deck(12, '리자몽 연습', 'trainer1'),
    deck(13, '남의 덱', 'trainer10'),
  ],
};

/** `prepare` changes the fake server before the page asks it anything (a failing path). */
export function renderCard(
  path: string,
  session: unknown,
  answers: Record<string, unknown> = {},
  prepare?: (api: ReturnType<typeof fakeApi>) => void,
) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [CARD]: CARD_ANSWER,
    [DECKS]: DECKS_ANSWER,
    ...answers,
  });
  prepare?.(api);
  const callsTo = (p: string) => api.calls.filter((c) => c.path === p).map((c) => c.params);
  return { api, callsTo, ...renderApp(path) };
}
