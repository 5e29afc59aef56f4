import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { callApi } from '../../lib/api';

export const ipBanQuery = queryOptions({
  queryKey: ['ip-banned'],
  queryFn: () => callApi(applicationCalls.checkIp),
  staleTime: Infinity,
});

/** Whether the server says this visitor's IP is banned. Unknown (loading or failed) counts as not banned. */
export function useIpBanned(): boolean {
  return useQuery(ipBanQuery).data === true;
}
