import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallParams, CallResult } from '@carddogam/contract/call';
import { MEMBER_REPORT_PAGE_SIZE, memberReportCalls } from '@carddogam/contract/calls/member-report';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { memberReportKeys } from './keys';

export type ReportedListParams = CallParams<typeof memberReportCalls.reportedList>;
export type MemberReports = CallResult<typeof memberReportCalls.reports>;

export const reportedListQuery = (params: ReportedListParams) =>
  queryOptions({
    queryKey: memberReportKeys.reported(params),
    queryFn: async () => {
      const answer = await callApi(memberReportCalls.reportedList, params);
      return { total: answer.total, rows: answer.items };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

export const memberReportsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: memberReportKeys.reports(userId, page),
    queryFn: () =>
      callApi(memberReportCalls.reports, { user_id: userId, page, size: MEMBER_REPORT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });
