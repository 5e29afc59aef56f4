import type { DeckItem } from '@carddogam/contract/calls/decks';
import type { DeckItemRow } from '../repositories/decks';

/** deck.types holds 'Fire:8' entries; the list item sends the types as a comma list and the counts apart. */
export function encodeTypeCounts(counts: ReadonlyArray<{ type: string; count: number }>): string[] {
  return counts.map(({ type, count }) => `${type}:${count}`);
}

export function presentDeckItem(row: DeckItemRow): DeckItem {
  const { type_counts: typeCounts, ...rest } = row;
  const energyCounts = typeCounts.map((entry) => {
    const [type, count] = entry.split(':');
    return { type: type!, count: Number(count) || 0 };
  });
  return { ...rest, types: energyCounts.map((e) => e.type).join(','), energy_counts: energyCounts };
}
