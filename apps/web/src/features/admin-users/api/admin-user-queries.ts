import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallParams, CallResult } from '@carddogam/contract/call';
import { adminUserCalls } from '@carddogam/contract/calls/admin-users';
import { callApi } from '../../../lib/api';

export type AdminUser = CallResult<typeof adminUserCalls.list>['items'][number];
export type BanLogEntry = CallResult<typeof adminUserCalls.banLog>['items'][number];
export type IpBan = CallResult<typeof adminUserCalls.ipBanList>[number];
export type UserListParams = CallParams<typeof adminUserCalls.list>;

/** Everything under 'admin-users' is dropped with the session and refreshed after any change. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (params: UserListParams) => ['admin-users', 'list', params] as const,
  banLog: (userId: string | undefined, page: number) =>
    ['admin-users', 'ban-log', userId ?? '', page] as const,
  ipBans: ['admin-users', 'ip-bans'] as const,
};

export const USER_PAGE_SIZE = 20;
export const BAN_LOG_PAGE_SIZE = 20;

export const userListQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: () => callApi(adminUserCalls.list, params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const banLogQuery = (userId: string | undefined, page: number) =>
  queryOptions({
    queryKey: adminUserKeys.banLog(userId, page),
    queryFn: () => callApi(adminUserCalls.banLog, { user_id: userId, page, size: BAN_LOG_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const ipBanListQuery = queryOptions({
  queryKey: adminUserKeys.ipBans,
  queryFn: () => callApi(adminUserCalls.ipBanList),
  staleTime: 0,
});
