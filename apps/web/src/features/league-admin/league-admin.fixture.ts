import { fireEvent, screen, within } from '@testing-library/react';
import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import type { Application } from './components/apply-columns';
import type { AutoRule } from './lib/auto-draft';

/** Answers of the league's back office as the server gives them, for the screen tests. */

export const PATHS = {
  applyList: calls.applyList.path,
  approve: calls.applyApprove.path,
  refuse: calls.applyRefuse.path,
  autoList: calls.autoList.path,
  autoSave: calls.autoSave.path,
  autoDelete: calls.autoDelete.path,
};

export const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
export const OPERATOR = sessionUser({ user_id: 'op1', nickname: '운영자', type: '운영진' });
export const PART_TIMER = sessionUser({ user_id: 'jp1', nickname: '번역', type: '일어알바' });

export function applicationRow(id: number, overrides: Partial<Application> = {}): Application {
  return {
    id,
    ptcgl_name: 'AshK',
    ptcgl_uid: 'ash-0001',
    status: '접수',
    memo: null,
    created: '2026-11-20 14:05',
    handled_at: null,
    member: { user_id: 'ash', nickname: '지우' },
    ...overrides,
  };
}

export function rule(id: number, overrides: Partial<AutoRule> = {}): AutoRule {
  return {
    id,
    name: '토요 리그',
    weekday: 6,
    start_time: '19:00',
    format: 'standard',
    regulation_marks: ['G', 'H'],
    max_players: 64,
    round_minutes: 50,
    top_cut: 8,
    registration_hours: 72,
    enabled: true,
    next_start: '2026-11-28 19:00',
    ...overrides,
  };
}

export function renderLeagueAdmin(path: string, answers: Record<string, unknown>, session: unknown) {
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

export async function confirmIn(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}
