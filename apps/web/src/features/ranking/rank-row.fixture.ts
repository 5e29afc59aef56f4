import type { RankRow } from '@carddogam/contract/calls/ranking';

/** Test data shaped like /api/rank/{type}/{nation} rows. */
export function rankRow(id: string, overrides: Partial<RankRow> = {}): RankRow {
  return {
    id,
    name: `카드 ${id}`,
    set_name: '포켓몬 카드 151',
    number: '6',
    set_printedTotal: 165,
    rarity: 'RR',
    regulationMark: 'G',
    image_kr: null,
    image_en: null,
    image_jp: null,
    total_avg: 0,
    perform_avg: 0,
    collect_avg: 0,
    total_count: 0,
    total_perform: 0,
    total_collect: 0,
    avg_price: 0,
    max_price: 0,
    count: 0,
    deck_total_count: 0,
    deck_total_amount: 0,
    collection_total_amount: 0,
    ...overrides,
  };
}

/** n rows whose total_avg falls with the index, so the server's order is row-0, row-1, … */
export function rankedRows(n: number): RankRow[] {
  return Array.from({ length: n }, (_, i) =>
    rankRow(`row-${i}`, { total_avg: 5 - i / 100, perform_avg: i / 100 }),
  );
}
