/**
 * The searches of the public API benchmarks (bench/public-api.ts, bench/public-api-plans.ts): name
 * fragments in the three scripts, with and without filters, at four page sizes, 672 in all.
 */
const WORDS = [
  '리자',
  '피카',
  '이브이',
  '뮤츠',
  '잠만보',
  'charizard',
  'pikachu',
  'eevee',
  'mew',
  'lugia',
  'リザ',
  'ピカ',
  'イーブイ',
  'ミュウ',
  'ex',
  'energy',
  'ball',
  'professor',
  '파이',
  '꼬부기',
];
const FILTERS = [
  '',
  '&supertype=Pok%C3%A9mon',
  '&types=Fire',
  '&types=Water,Grass',
  '&hp_min=100',
  '&hp_min=60&hp_max=120',
  '&nation=en&rarity=Double%20Rare',
  '&supertype=Trainer',
];
const LIMITS = [10, 20, 50, 100];

/** The query strings of GET /v1/cards, without the leading '?'. */
export function publicSearchQueries(): string[] {
  const queries: string[] = [];
  for (const word of WORDS)
    for (const filter of FILTERS)
      for (const limit of LIMITS) queries.push(`q=${encodeURIComponent(word)}${filter}&limit=${limit}`);
  for (const filter of FILTERS) for (const limit of LIMITS) queries.push(`limit=${limit}${filter}`);
  return queries;
}
