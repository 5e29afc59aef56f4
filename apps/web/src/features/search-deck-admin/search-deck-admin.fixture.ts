import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';

/** Sessions and a whole-site render for the search and deck setting screens. */

export const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
export const OPERATOR = sessionUser({ user_id: 'op', nickname: '운영진님', type: '운영진' });
export const GUEST = GUEST_ANSWER;

export function renderSettings(path: string, answers: Record<string, unknown>, session: unknown = ADMIN) {
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
