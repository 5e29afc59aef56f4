/**
 * Tags a decklist with its archetype (decision 034): the archetype whose key card (an exact English card
 * name) the list holds. A list can hold the key cards of several archetypes (a Charizard ex list playing
 * Pidgeot ex), so the higher priority wins, and equal priorities go to the lower id so that the same list
 * is always tagged the same way.
 */

export interface TaggedCard {
  name: string;
  amount: number;
}

export interface ArchetypeKey {
  id: number;
  keyCardName: string;
  priority: number;
}

/** Case and outer spaces differ between pasted lists and our card names; nothing else is folded. */
const nameKey = (name: string) => name.trim().toLowerCase();

export function tagArchetype(
  cards: readonly TaggedCard[],
  archetypes: readonly ArchetypeKey[],
): number | null {
  const held = new Set(cards.filter((c) => c.amount > 0).map((c) => nameKey(c.name)));
  let best: ArchetypeKey | null = null;
  for (const a of archetypes) {
    if (!held.has(nameKey(a.keyCardName))) continue;
    if (!best || a.priority > best.priority || (a.priority === best.priority && a.id < best.id)) best = a;
  }
  return best?.id ?? null;
}
