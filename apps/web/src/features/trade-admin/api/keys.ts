import type { z } from 'zod';
import type { tradeAdminCalls } from '@carddogam/contract/calls/trade-admin';
import type { Nation } from '@carddogam/contract/constants';
import type { tradeRequestCalls } from '@carddogam/contract/calls/trade-request';

export type PriceFilter = z.output<(typeof tradeAdminCalls)['priceList']['params']>;
export type RequestFilter = z.output<(typeof tradeRequestCalls)['adminList']['params']>;

/** The trade back office; every answer is staff data (MEMBER_DATA). */
export const tradeAdminKeys = {
  all: ['trade-admin'] as const,
  prices: ['trade-admin', 'prices'] as const,
  pricePage: (filter: PriceFilter) => ['trade-admin', 'prices', filter] as const,
  groups: ['trade-admin', 'groups'] as const,
  group: (nation: Nation, cardId: string) => ['trade-admin', 'groups', 'card', nation, cardId] as const,
  overridePage: (page: number) => ['trade-admin', 'groups', 'list', page] as const,
  requests: ['trade-admin', 'requests'] as const,
  requestPage: (filter: RequestFilter) => ['trade-admin', 'requests', filter] as const,
};
