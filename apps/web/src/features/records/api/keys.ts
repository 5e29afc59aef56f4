/**
 * Every match-record answer sits under 'records': a member's summary and their match pages. Logging or
 * deleting a match makes both stale; a finished league match does too, which the server writes on its own.
 */
export const recordKeys = {
  all: ['records'] as const,
  member: (userId: string) => ['records', userId] as const,
  summary: (userId: string) => ['records', userId, 'summary'] as const,
  list: (userId: string, page: number) => ['records', userId, 'list', page] as const,
};
