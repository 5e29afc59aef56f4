import type { Query } from '@tanstack/react-query';

/**
 * Marks a cached answer as the logged-in member's own (their my-page, the staff lists their rights show).
 * The session drops every answer so marked when the member changes, without having to know which
 * features hold such answers.
 */
export const MEMBER_DATA = { memberData: true } as const;

export function isMemberData(query: Query): boolean {
  return query.meta?.memberData === true;
}
