import { describe, expect, it } from 'vitest';
import type { SetProgress } from '@carddogam/contract/calls/collections';
import { collectionItem } from '../collection.fixture';
import { filterChecklist, filterSets } from './set-filter';

const set = (set_name: string, owned: number, series: string | null = null): SetProgress => ({
  set_name,
  series,
  release_date: null,
  total: 10,
  owned,
});

describe('challenge book filters', () => {
  const sets = [set('포켓몬 카드 151', 2, '스칼렛・바이올렛'), set('Paldea Evolved', 0, 'Scarlet & Violet')];

  it('finds sets by name or series, ignoring case and spaces', () => {
    expect(filterSets(sets, '카드151', false).map((s) => s.set_name)).toEqual(['포켓몬 카드 151']);
    expect(filterSets(sets, 'scarlet', false).map((s) => s.set_name)).toEqual(['Paldea Evolved']);
    expect(filterSets(sets, '', false)).toHaveLength(2);
  });

  it('keeps only started sets when asked', () => {
    expect(filterSets(sets, '', true).map((s) => s.set_name)).toEqual(['포켓몬 카드 151']);
  });

  it('splits a checklist into owned and missing cards', () => {
    const cards = [
      collectionItem('001'),
      collectionItem('002', { amount: 0 }),
      collectionItem('003', { amount: 4 }),
    ];
    expect(filterChecklist(cards, 'owned').map((c) => c.number)).toEqual(['001', '003']);
    expect(filterChecklist(cards, 'missing').map((c) => c.number)).toEqual(['002']);
    expect(filterChecklist(cards, 'all')).toHaveLength(3);
  });
});
