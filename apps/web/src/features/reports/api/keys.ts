import type { Nation } from '@carddogam/contract/constants';

/** Every report answer is cached under 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  infoSources: (cardId: string) => ['reports', 'info-sources', cardId] as const,
  infoSourcesOf: (cardId: string, nation: Nation) => ['reports', 'info-sources', cardId, nation] as const,
  infoReport: (provideId: number | undefined) => ['reports', 'info-report', provideId] as const,
  editHistory: (cardId: string) => ['reports', 'edit-history', cardId] as const,
};
