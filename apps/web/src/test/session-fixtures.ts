import type { SessionUserBody } from '@carddogam/contract/calls/auth';
import type { UserType } from '@carddogam/contract/constants';
import { badgeOf } from '@carddogam/contract/users';
import { jsonResponse, type fakeApi } from './fake-api';

/** A session user as the server's session and login calls answer it. */
export function sessionUser(overrides: Partial<SessionUserBody> & { type?: UserType } = {}): SessionUserBody {
  const type = overrides.type ?? '사용자';
  const grade = overrides.grade ?? 3;
  return {
    is_logined: true,
    user_id: 'trainer1',
    nickname: '피카츄사랑',
    email: 'trainer1@example.com',
    profile_image: null,
    point: 120,
    type,
    grade,
    badge: badgeOf(type, grade),
    created: '2026-01-02T03:04:05.000Z',
    collection_show: true,
    permission_pointmall: false,
    permission_official_league: false,
    permission_deck_recipe: false,
    email_alarm_agree: false,
    is_staff: type === '관리자',
    is_admin: type === '관리자',
    ...overrides,
  };
}

export const GUEST_ANSWER = { is_logined: false };

/** Makes one path of a fake API answer with the server's error shape instead. */
export function failPath(
  api: ReturnType<typeof fakeApi>,
  path: string,
  status: number,
  code: string,
  message: string,
): void {
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    return url === path ? jsonResponse(status, { error: { code, message } }) : response;
  });
}
