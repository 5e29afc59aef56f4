import type { CallParams } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';

export type ApplyListParams = CallParams<typeof leagueCalls.applyList>;

/** The league's back-office answers: the player applications by filter, and the weekly rules. */
export const leagueAdminKeys = {
  all: ['league-admin'] as const,
  applies: ['league-admin', 'applies'] as const,
  applyList: (params: ApplyListParams) => ['league-admin', 'applies', params] as const,
  autoRules: ['league-admin', 'auto'] as const,
};
