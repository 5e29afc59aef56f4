import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { leagueAdminKeys, type ApplyListParams } from './keys';

export const APPLY_PAGE_SIZE = 20;

/** A page of applications in the shape AdminTable's paging helper reads. */
export const applyListQuery = (params: ApplyListParams) =>
  queryOptions({
    queryKey: leagueAdminKeys.applyList(params),
    queryFn: async () => {
      const answer = await callApi(leagueCalls.applyList, params);
      return { rows: answer.items, total: answer.total };
    },
    placeholderData: keepPreviousData,
    meta: MEMBER_DATA,
  });

export const autoRulesQuery = queryOptions({
  queryKey: leagueAdminKeys.autoRules,
  queryFn: () => callApi(leagueCalls.autoList),
  meta: MEMBER_DATA,
});
