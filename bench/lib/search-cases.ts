/** The representative searches of the issue-3 benchmark: [name, call path, params]. */
export const SEARCH_CASES: Array<[string, string, unknown]> = [
  ['Korean partial name 리자', '/api/card_search/card/list/kr', { keyword: { text: '리자' } }],
  ['English name charizard', '/api/card_search/card/list/en', { keyword: { text: 'charizard' } }],
  [
    'HP 100–200 + Fire',
    '/api/card_search/card/list/en',
    { keyword: { hp_min: 100, hp_max: 200, types: ['Fire'] } },
  ],
  [
    "attack text 'discard'",
    '/api/card_search/card/list/en',
    { keyword: { text: 'discard', text_type: 'Attack text' } },
  ],
  [
    'set + rarity',
    '/api/card_search/card/list/en',
    { keyword: { set: { nation: 'en', name: '151' }, rarity: { nation: 'en', name: 'Double Rare' } } },
  ],
];
