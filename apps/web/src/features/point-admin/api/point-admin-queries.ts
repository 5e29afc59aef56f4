import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pointCalls } from '@carddogam/contract/calls/points';
import { callApi } from '../../../lib/api';
import { pointAdminKeys, type LedgerFilter } from './keys';

export const LEDGER_PAGE_SIZE = 50;

/** One page of the ledger; the previous page stays on screen while the next one loads. */
export const ledgerQuery = (filter: LedgerFilter) =>
  queryOptions({
    queryKey: pointAdminKeys.ledger(filter),
    queryFn: async () => {
      const answer = await callApi(pointCalls.adminRecords, { ...filter, size: LEDGER_PAGE_SIZE });
      return { rows: answer.items, total: answer.total };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const settingsQuery = queryOptions({
  queryKey: pointAdminKeys.settings,
  queryFn: () => callApi(pointCalls.guide),
  staleTime: 0,
});
