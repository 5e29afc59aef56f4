import type { CallParams } from '@carddogam/contract/call';
import type { adminUserCalls } from '@carddogam/contract/calls/admin-users';

type UserListParams = CallParams<typeof adminUserCalls.list>;

/**
 * Everything under 'admin-users' is refreshed after any change. Each answer also carries MEMBER_DATA:
 * what a staff member may see goes when they log out.
 */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (params: UserListParams) => ['admin-users', 'list', params] as const,
  banLog: (userId: string | undefined, page: number) =>
    ['admin-users', 'ban-log', userId ?? '', page] as const,
  ipBans: ['admin-users', 'ip-bans'] as const,
  detail: (userId: string) => ['admin-users', 'detail', userId] as const,
};
