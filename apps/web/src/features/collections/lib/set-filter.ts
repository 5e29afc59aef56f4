import type { CollectionItem, SetProgress } from '@carddogam/contract/calls/collections';

/** Sets whose name or series contains the text (case and spaces ignored); optionally only started ones. */
export function filterSets(sets: SetProgress[], text: string, startedOnly: boolean): SetProgress[] {
  const needle = normalise(text);
  return sets.filter(
    (set) =>
      (!startedOnly || set.owned > 0) &&
      (needle === '' || normalise(`${set.set_name} ${set.series ?? ''}`).includes(needle)),
  );
}

export type ChecklistView = 'all' | 'owned' | 'missing';

export function filterChecklist(cards: CollectionItem[], view: ChecklistView): CollectionItem[] {
  if (view === 'owned') return cards.filter((card) => card.amount > 0);
  if (view === 'missing') return cards.filter((card) => card.amount === 0);
  return cards;
}

function normalise(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}
