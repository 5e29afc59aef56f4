import type { Archetype } from '../components/archetype-columns';

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The archetypes whose Korean or English name, or key card, holds the text (case and spaces ignored). */
export function filterArchetypes(archetypes: readonly Archetype[], text: string): Archetype[] {
  const wanted = folded(text);
  if (!wanted) return [...archetypes];
  return archetypes.filter((a) =>
    [a.name_kr, a.name_en, a.key_card_name].some((name) => folded(name).includes(wanted)),
  );
}
