import type { CollectionItem } from '@carddogam/contract/calls/collections';

/** A card of a book or checklist for tests: a 국내판 card of 테스트 확장팩. */
export function collectionItem(number: string, patch: Partial<CollectionItem> = {}): CollectionItem {
  return {
    card_id: `sv-${number}`,
    nation: 'kr',
    name: `카드 ${number}`,
    number,
    printed_total: 3,
    rarity: 'C',
    set_name: '테스트 확장팩',
    series: 'SV',
    regulation_mark: 'G',
    image: null,
    amount: 1,
    ...patch,
  };
}
