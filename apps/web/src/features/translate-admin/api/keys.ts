import type { CallParams } from '@carddogam/contract/call';
import type { DictionaryKind, translateAdminCalls } from '@carddogam/contract/calls/translate-admin';

export interface DictionaryFilter {
  text: string;
  page: number;
}
export type TranslatedFilter = Required<
  Pick<CallParams<typeof translateAdminCalls.translatedList>, 'source' | 'kind' | 'origin' | 'state' | 'text'>
> & { page: number };

/**
 * The translation back office. Every answer is MEMBER_DATA (staff-only lists); a dictionary write drops
 * the dictionary's pages, and applying or confirming drops the translated-card pages too.
 */
export const translateKeys = {
  all: ['translate-admin'] as const,
  dictionary: (kind: DictionaryKind | 'rarity') => ['translate-admin', 'dictionary', kind] as const,
  dictionaryPage: (kind: DictionaryKind | 'rarity', filter: DictionaryFilter) =>
    ['translate-admin', 'dictionary', kind, filter] as const,
  translated: ['translate-admin', 'translated'] as const,
  translatedPage: (filter: TranslatedFilter) => ['translate-admin', 'translated', filter] as const,
};
