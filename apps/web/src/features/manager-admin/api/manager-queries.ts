import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { CallParams } from '@carddogam/contract/call';
import { MANAGER_MSG, managerAdminCalls as calls } from '@carddogam/contract/calls/manager-admin';
import { callApi } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { MEMBER_DATA } from '../../../lib/member-data';

export const MANAGER_PAGE_SIZE = 20;

/** Everything under 'manager-admin' is read again after any write of these screens. */
export const managerKeys = {
  all: ['manager-admin'] as const,
  staff: (type: string | undefined, page: number) => ['manager-admin', 'staff', type ?? '', page] as const,
  testers: (q: string, page: number) => ['manager-admin', 'testers', q, page] as const,
  permissions: (q: string, page: number) => ['manager-admin', 'permissions', q, page] as const,
  log: (params: CallParams<typeof calls.log>) => ['manager-admin', 'log', params] as const,
};

const paged = { placeholderData: keepPreviousData, staleTime: 0, meta: MEMBER_DATA } as const;

export const staffListQuery = (type: string | undefined, page: number) =>
  queryOptions({
    queryKey: managerKeys.staff(type, page),
    queryFn: () => callApi(calls.staffList, { type, page, size: MANAGER_PAGE_SIZE }),
    ...paged,
  });

export const testerListQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: managerKeys.testers(q, page),
    queryFn: () => callApi(calls.testerList, { q: q || undefined, page, size: MANAGER_PAGE_SIZE }),
    ...paged,
  });

export const permissionListQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: managerKeys.permissions(q, page),
    queryFn: () => callApi(calls.permissionList, { q: q || undefined, page, size: MANAGER_PAGE_SIZE }),
    ...paged,
  });

export const staffLogQuery = (params: CallParams<typeof calls.log>) =>
  queryOptions({
    queryKey: managerKeys.log(params),
    queryFn: () => callApi(calls.log, params),
    ...paged,
  });

/** A write of these screens with its notice; the lists are read again after it, errors shown as given. */
function useManagerWrite<P>(run: (params: P) => Promise<unknown>, done: (params: P) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_answer, params) => {
      notifications.show({ message: done(params), color: 'teal' });
      void queryClient.invalidateQueries({ queryKey: managerKeys.all });
    },
    onError: (error) => notifications.show({ message: errorMessage(error), color: 'red' }),
  });
}

export const usePermissionUpdate = () =>
  useManagerWrite(
    (p: CallParams<typeof calls.permissionUpdate>) => callApi(calls.permissionUpdate, p),
    (p) => (p.granted ? MANAGER_MSG.granted : MANAGER_MSG.revoked),
  );

export const useTesterAdd = () =>
  useManagerWrite(
    (p: CallParams<typeof calls.testerAdd>) => callApi(calls.testerAdd, p),
    () => MANAGER_MSG.testerAdded,
  );

export const useTesterRemove = () =>
  useManagerWrite(
    (p: CallParams<typeof calls.testerRemove>) => callApi(calls.testerRemove, p),
    () => MANAGER_MSG.testerRemoved,
  );
