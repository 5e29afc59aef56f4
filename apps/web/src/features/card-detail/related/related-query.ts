import { queryOptions } from '@tanstack/react-query';
import { searchCalls, type SearchRow } from '@carddogam/contract/calls/search';
import { callApi } from '../../../lib/api';

/** The three groups of §2.16. */
export type RelatedKind = 'samename' | 'evolvesFrom' | 'evolvesTo';

export const RELATED_TITLES: Record<RelatedKind, string> = {
  samename: '이름이 같은 카드',
  evolvesFrom: '진화전 카드',
  evolvesTo: '진화후 카드',
};

/** Collapsed and expanded sizes: 6 / 1000 on the page, 4 / 1000 in the popup (§9). */
export const EXPANDED_LIMIT = 1000;

export interface RelatedRequest {
  kind: RelatedKind;
  /** The English name to match: the card's own, its evolvesFrom, or the first of its evolvesTo. */
  text: string;
  /** The card being viewed, left out of the same-name list. */
  excludeId?: string;
  limit: number;
}

export const relatedQuery = ({ kind, text, excludeId, limit }: RelatedRequest) =>
  queryOptions({
    queryKey: ['related', kind, text, excludeId ?? null, limit],
    queryFn: async (): Promise<SearchRow[]> => {
      const call = kind === 'samename' ? searchCalls.samename : searchCalls.evolves;
      const keyword = excludeId ? { text, id: excludeId, limit } : { text, limit };
      const rows = await callApi(call, { keyword });
      // The pre-evolution list is the cards named exactly as evolvesFrom (§2.16).
      return kind === 'evolvesFrom' ? rows.filter((row) => row.en_name === text) : rows;
    },
    staleTime: 5 * 60_000,
  });

/** The requests of the page's related-card section for a card. */
export function relatedTexts(card: {
  name: string;
  evolvesFrom: string | null;
  evolvesTo: string;
}): Record<RelatedKind, string | null> {
  return {
    samename: card.name.trim() || null,
    evolvesFrom: card.evolvesFrom?.trim() || null,
    evolvesTo:
      card.evolvesTo
        .split(',')
        .map((name) => name.trim())
        .find(Boolean) ?? null,
  };
}
