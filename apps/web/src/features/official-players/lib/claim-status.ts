import type { CLAIM_STATUSES } from '@carddogam/contract/calls/official-league-players';

export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** 접수 waits for staff, 승인 links the name, 거절 does not. */
export const CLAIM_STATUS_COLOR: Record<ClaimStatus, string> = {
  접수: 'yellow',
  승인: 'teal',
  거절: 'red',
};
