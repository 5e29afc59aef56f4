/** Every card-search answer is cached under 'card-search': the results, the name suggestions and the filter lists. */
export const cardSearchKeys = {
  all: ['card-search'] as const,
  results: (nation: string, collectionOf: string | null, keyword: unknown) =>
    ['card-search', 'results', nation, collectionOf, keyword] as const,
  autocomplete: (text: string) => ['card-search', 'autocomplete', text] as const,
  /** The §7.2 lists behind the filters: reference('sets', 'kr'), reference('rarity') … */
  reference: (...list: string[]) => ['card-search', 'reference', ...list] as const,
};
