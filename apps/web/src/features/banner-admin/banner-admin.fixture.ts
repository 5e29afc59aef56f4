import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

/** The banner back office's screens on a fake server, signed in as 관리자 unless told otherwise. */

export const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
export const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });

export function renderBannerAdmin(path: string, answers: Record<string, unknown>, session: unknown = ADMIN) {
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
