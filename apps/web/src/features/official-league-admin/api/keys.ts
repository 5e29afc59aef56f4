import type { CLAIM_STATUSES } from '@carddogam/contract/calls/official-league-players';

/** 접수 / 승인 / 거절 or every status, as the staff list calls filter. */
export type DecisionStatus = (typeof CLAIM_STATUSES)[number] | '전체';

/** A staff queue's status filter and the page shown. */
export interface QueueFilter {
  status: DecisionStatus;
  page: number;
}

/**
 * The staff screens of official events. The claim and report queues are MEMBER_DATA (what a staff member
 * may see goes when they log out); the type and archetype lists are public answers read fresh here.
 */
export const leagueAdminKeys = {
  all: ['official-league-admin'] as const,
  types: ['official-league-admin', 'types'] as const,
  archetypes: ['official-league-admin', 'archetypes'] as const,
  claims: ['official-league-admin', 'claims'] as const,
  claimPage: (filter: QueueFilter) => ['official-league-admin', 'claims', filter] as const,
  reports: ['official-league-admin', 'reports'] as const,
  reportPage: (filter: QueueFilter) => ['official-league-admin', 'reports', filter] as const,
  leagueChoices: (text: string) => ['official-league-admin', 'league-choices', text] as const,
};
