import { queryOptions } from '@tanstack/react-query';
import { searchCalls, type SearchRow } from '@carddogam/contract/calls/search';
import { callApi } from '../../../lib/api';
import type { RelatedRequest } from '../related/related-kinds';
import { cardDetailKeys } from './keys';

// Apart from card-detail-queries.ts because the shell's page titles load that file with the first screen,
// and the search calls' schemas need not come along.

/** One group of related cards (§2.16). */
export const relatedQuery = ({ kind, text, excludeId, limit }: RelatedRequest) =>
  queryOptions({
    queryKey: cardDetailKeys.related(kind, text, excludeId ?? null, limit),
    queryFn: async (): Promise<SearchRow[]> => {
      const call = kind === 'samename' ? searchCalls.samename : searchCalls.evolves;
      const keyword = excludeId ? { text, id: excludeId, limit } : { text, limit };
      const rows = await callApi(call, { keyword });
      // The pre-evolution list is the cards named exactly as evolvesFrom (§2.16).
      return kind === 'evolvesFrom' ? rows.filter((row) => row.en_name === text) : rows;
    },
    staleTime: 5 * 60_000,
  });
