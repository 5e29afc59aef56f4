import { queryOptions } from '@tanstack/react-query';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { callApi } from '../../../lib/api';
import { userMenuKeys } from './keys';

/** What the menu needs to know about a member it was not told: whether their collection is shown. */
export const userSummaryQuery = (userId: string) =>
  queryOptions({
    queryKey: userMenuKeys.summary(userId),
    queryFn: () => callApi(applicationCalls.userSpecific, { user_id: userId }),
    staleTime: 5 * 60_000,
  });
