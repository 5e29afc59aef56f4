import type { DictionaryEntry, TranslatedRow } from '@carddogam/contract/calls/translate-admin';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

/** Answers of the translation back office as the server gives them, for the screen tests. */

export const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });
export const JP_STAFF = sessionUser({ user_id: 'jp', nickname: '일어알바님', type: '일어알바' });
export const MEMBER = sessionUser({ user_id: 'ash', nickname: '지우', type: '사용자' });

export function entry(id: number, en: string, kr: string, overrides: Partial<DictionaryEntry> = {}) {
  return {
    id,
    en,
    kr,
    jp: null,
    source: 'korean_prints',
    writer: null,
    updated: '2026-11-20 14:05',
    fills: 3,
    ...overrides,
  } satisfies DictionaryEntry;
}

export function translatedRow(key: string, overrides: Partial<TranslatedRow> = {}): TranslatedRow {
  return {
    key,
    card_id: 'sv3pt5-6',
    name_en: 'Charizard ex',
    kind: 'name',
    position: 0,
    en: 'Charizard ex',
    kr: '리자몽 ex',
    source: 'translate',
    confirmed: false,
    by: null,
    at: null,
    provider: null,
    ...overrides,
  };
}

/** The whole site at a back-office path, logged in as `session`, with these answers added. */
export function renderTranslateAdmin(
  path: string,
  answers: Record<string, unknown>,
  session: unknown = MANAGER,
) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    ...answers,
  });
  return { api, ...renderApp(path) };
}

export const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.params);
