import type { PolicyPage } from '@carddogam/contract/calls/policy-pages';

/** Every answer of the policy pages sits under 'policy'. */
export const policyKeys = {
  all: ['policy'] as const,
  text: (page: PolicyPage) => [...policyKeys.all, 'text', page] as const,
};
