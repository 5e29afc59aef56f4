import type {
  CardSetRow,
  DeleteCandidate,
  DeletedCardRow,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

/** Answers of the catalogue screens as the server gives them, for the screen tests. */

export const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
export const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });
export const JP_PART_TIMER = sessionUser({ user_id: 'jp1', nickname: '일어님', type: '일어알바' });
export const MEMBER = sessionUser({ user_id: 'ash', nickname: '지우', type: '사용자' });

export function cardSet(id: number, overrides: Partial<CardSetRow> = {}): CardSetRow {
  return {
    id,
    nation: 'kr',
    code: `SET${id}`,
    name: `제품 ${id}`,
    series: '스칼렛・바이올렛',
    total_number: 165,
    total: 207,
    release_date: '2023-06-16',
    ptcgo_code: null,
    logo: null,
    symbol: null,
    edition_group: null,
    linked: [],
    ...overrides,
  };
}

export const SETS = {
  total: 3,
  series: ['스칼렛・바이올렛'],
  rows: [
    cardSet(1, {
      name: '포켓몬 카드 151',
      code: 'SV2a',
      edition_group: 'g1',
      linked: [
        { id: 2, nation: 'jp', name: 'ポケモンカード151' },
        { id: 3, nation: 'en', name: '151' },
      ],
    }),
    cardSet(4, { name: '스칼렛 ex', code: 'SV1S', release_date: '2023-02-01' }),
    cardSet(5, { nation: 'jp', name: 'スカーレットex', code: 'SV1S', release_date: '2023-01-20' }),
  ],
};

export function candidate(id: string, overrides: Partial<DeleteCandidate> = {}): DeleteCandidate {
  return {
    id,
    name_en: 'Mew ex',
    name_kr: '뮤 ex',
    set_name: '151',
    number: '151',
    deleted_at: null,
    impact: {
      reviews: 2,
      price_records: 1,
      trade_lines: 3,
      deck_entries: 4,
      collection_entries: 5,
      edit_history: 6,
    },
    ...overrides,
  };
}

export function deletedCard(id: string, overrides: Partial<DeletedCardRow> = {}): DeletedCardRow {
  return {
    id,
    name_en: 'Old Card',
    name_kr: null,
    deleted_at: '2026-11-20 10:00',
    deleted_by: 'boss',
    deleted_by_nickname: '관리자님',
    undo_until: '2026-11-27 10:00',
    can_undo: true,
    ...overrides,
  };
}

/** The whole site at a catalogue screen, logged in as `session`, with these answers added. */
export function renderCardAdmin(path: string, answers: Record<string, unknown>, session: unknown = ADMIN) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    ...answers,
  });
  return { api, ...renderApp(path) };
}

/** The params of every call made to `path`, in order. */
export const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.params);
