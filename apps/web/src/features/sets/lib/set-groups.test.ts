import { describe, expect, it } from 'vitest';
import type { SetSummary } from '@carddogam/contract/calls/sets';
import { groupBySeries } from './set-groups';

const set = (nation: SetSummary['nation'], name: string, series: string | null): SetSummary => ({
  nation,
  code: name,
  name,
  series,
  release_date: null,
  total_number: null,
  total: null,
  card_count: 0,
  logo: null,
  symbol: null,
  linked: [],
});

describe('sets grouped by series', () => {
  // Newest first, as the server sends them.
  const sets = [
    set('kr', '초전브레이커', '스칼렛・바이올렛'),
    set('en', 'Surging Sparks', 'Scarlet & Violet'),
    set('kr', '포켓몬 카드 151', '스칼렛・바이올렛'),
    set('kr', 'VSTAR 유니버스', '소드・실드'),
    set('jp', 'ポケモンカード151', null),
  ];

  it('puts each series where its newest set is, keeping the sets in order, each edition apart', () => {
    expect(groupBySeries(sets, null).map((g) => [g.series, g.sets.map((s) => s.name)])).toEqual([
      ['스칼렛・바이올렛', ['초전브레이커', '포켓몬 카드 151']],
      ['Scarlet & Violet', ['Surging Sparks']],
      ['소드・실드', ['VSTAR 유니버스']],
      ['', ['ポケモンカード151']],
    ]);
  });

  it('keeps only the chosen edition', () => {
    expect(groupBySeries(sets, 'en').map((g) => g.series)).toEqual(['Scarlet & Violet']);
    expect(groupBySeries(sets, 'jp')[0]?.sets.map((s) => s.name)).toEqual(['ポケモンカード151']);
  });
});
