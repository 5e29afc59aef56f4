import type { CallParams } from '@carddogam/contract/call';
import type { memberReportCalls } from '@carddogam/contract/calls/member-report';

type ReportedListParams = CallParams<typeof memberReportCalls.reportedList>;

/** Everything under 'member-reports' is refreshed after a decision or a ban from the reported screen. */
export const memberReportKeys = {
  all: ['member-reports'] as const,
  reported: (params: ReportedListParams) => ['member-reports', 'reported', params] as const,
  reports: (userId: string, page: number) => ['member-reports', 'reports', userId, page] as const,
};
