import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeagueItem } from '@carddogam/contract/calls/official-league';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import type { Claim } from './components/claim-columns';
import type { ResultReport } from './components/report-columns';

/** Answers of the official-event back office as the server gives them, for the screen tests. */

export const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
export const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });
export const MEMBER = sessionUser({ user_id: 'ash', nickname: '지우', type: '사용자' });

export const TYPES = [
  { id: 1, name: '코리안리그', sort_order: 1, is_show: true },
  { id: 2, name: '챔피언스리그', sort_order: 2, is_show: true },
  { id: 3, name: '짐배틀', sort_order: 3, is_show: false },
];

export const ARCHETYPES = [
  { id: 7, name_kr: '리자몽ex', name_en: 'Charizard ex', key_card_name: 'Charizard ex', priority: 10 },
  {
    id: 8,
    name_kr: '로스트 기라티나',
    name_en: 'Lost Giratina',
    key_card_name: 'Giratina VSTAR',
    priority: 0,
  },
];

export function claim(id: number, overrides: Partial<Claim> = {}): Claim {
  return {
    id,
    player: { id: 40, name: 'Kim Minsu' },
    status: '접수',
    created: '2026-11-20 14:05',
    handled_at: null,
    member: { user_id: 'minsu', nickname: '민수' },
    ...overrides,
  };
}

export const STANDINGS_TEXT = '1 | Kim Minsu | 6-1-0\nPokémon: 2\n4 Charmander PAF 7';

export function report(id: number, overrides: Partial<ResultReport> = {}): ResultReport {
  return {
    id,
    reporter: { user_id: 'misty', nickname: '이슬' },
    league: { id: 12, name: '서울 시티리그', event_date: '2026-11-15' },
    event_text: '',
    standings_text: STANDINGS_TEXT,
    status: '접수',
    reward_point: null,
    review_memo: null,
    created: '2026-11-21 09:30',
    ...overrides,
  };
}

export function league(id: number, name: string, overrides: Partial<LeagueItem> = {}): LeagueItem {
  return {
    id,
    name,
    type: { id: 1, name: '코리안리그' },
    event_date: '2026-11-01',
    venue: '서울',
    country_code: 'KR',
    division: 'Master',
    player_count: 64,
    format: 'standard',
    regulation_marks: ['G', 'H'],
    view_count: 0,
    standing_count: 0,
    writer: 'boss',
    created: '2026-11-02 10:00',
    ...overrides,
  };
}

/** The whole site at a back-office path, logged in as `session`, with these answers added. */
export function renderLeagueAdmin(path: string, answers: Record<string, unknown>, session: unknown = ADMIN) {
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

/** Presses the confirm button of the confirmation dialog titled `title`. */
export async function confirmIn(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

/**
 * Opens a Mantine select and clicks one of its options; the opening transition does not run in jsdom, so
 * the options stay hidden from role queries.
 */
export async function chooseOption(input: HTMLElement, name: string) {
  fireEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('the options are not shown');
    return found;
  });
  fireEvent.click(within(list).getByRole('option', { name, hidden: true }));
}
