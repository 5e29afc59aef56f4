import type { z } from 'zod';
import type { cardCatalogueCalls } from '@carddogam/contract/calls/card-admin-catalogue';

type ParamsOf<K extends keyof typeof cardCatalogueCalls> = z.output<(typeof cardCatalogueCalls)[K]['params']>;
export type SetFilter = ParamsOf<'setList'>;
export type CatalogueFilter = ParamsOf<'catalogue'>;
export type ReviewAdminFilter = ParamsOf<'reviewList'>;

/** The catalogue screens of the card back office; every answer is staff data (MEMBER_DATA). */
export const cardAdminKeys = {
  all: ['card-admin'] as const,
  sets: ['card-admin', 'sets'] as const,
  setPage: (filter: SetFilter) => ['card-admin', 'sets', filter] as const,
  catalogue: ['card-admin', 'catalogue'] as const,
  cataloguePage: (filter: CatalogueFilter) => ['card-admin', 'catalogue', filter] as const,
  deleteFind: (query: string) => ['card-admin', 'delete-find', query] as const,
  deleted: ['card-admin', 'deleted'] as const,
  deletedPage: (page: number) => ['card-admin', 'deleted', page] as const,
  reviews: ['card-admin', 'reviews'] as const,
  reviewPage: (filter: ReviewAdminFilter) => ['card-admin', 'reviews', filter] as const,
};
