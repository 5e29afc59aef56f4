/**
 * The attendance answers. The month is the member's own (MEMBER_DATA: the session drops it when the member
 * changes); today's list and the point settings are the same for everyone.
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  /** null, null: the current month, which only the server knows (the Korean day). */
  month: (year: number | null, month: number | null) => ['attendance', 'month', year, month] as const,
  todays: ['attendance', 'today'] as const,
  today: (page: number) => ['attendance', 'today', page] as const,
  pointSettings: ['attendance', 'point-settings'] as const,
};
