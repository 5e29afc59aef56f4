import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallParams, CallResult } from '@carddogam/contract/call';
import { adminUserCalls } from '@carddogam/contract/calls/admin-users';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { adminUserKeys } from './keys';

export type AdminUser = CallResult<typeof adminUserCalls.list>['items'][number];
export type BanLogEntry = CallResult<typeof adminUserCalls.banLog>['items'][number];
export type IpBan = CallResult<typeof adminUserCalls.ipBanList>[number];
export type UserListParams = CallParams<typeof adminUserCalls.list>;
export type MemberDetail = CallResult<typeof adminUserCalls.detail>;

export const USER_PAGE_SIZE = 20;
export const BAN_LOG_PAGE_SIZE = 20;

export const userListQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: () => callApi(adminUserCalls.list, params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

export const banLogQuery = (userId: string | undefined, page: number) =>
  queryOptions({
    queryKey: adminUserKeys.banLog(userId, page),
    queryFn: () => callApi(adminUserCalls.banLog, { user_id: userId, page, size: BAN_LOG_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

export const ipBanListQuery = queryOptions({
  queryKey: adminUserKeys.ipBans,
  queryFn: () => callApi(adminUserCalls.ipBanList),
  staleTime: 0,
  meta: MEMBER_DATA,
});

/** One member's profile and the latest of their activity, for the detail drawer. */
export const memberDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: adminUserKeys.detail(userId),
    queryFn: () => callApi(adminUserCalls.detail, { user_id: userId }),
    staleTime: 0,
    meta: MEMBER_DATA,
  });
