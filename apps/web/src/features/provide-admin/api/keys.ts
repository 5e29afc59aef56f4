import type { ReportKind } from '@carddogam/contract/calls/provide';

/** Every staff review answer is cached under 'provide-admin'; a decision refreshes its kind's queue. */
export const provideAdminKeys = {
  all: ['provide-admin'] as const,
  queue: (kind: ReportKind) => ['provide-admin', 'queue', kind] as const,
  queuePage: (kind: ReportKind, status: string, page: number) =>
    ['provide-admin', 'queue', kind, status, page] as const,
  staffAlarms: ['provide-admin', 'staff-alarms'] as const,
  staffAlarmPage: (page: number) => ['provide-admin', 'staff-alarms', page] as const,
};
