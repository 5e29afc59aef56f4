import type { Tx } from '../db/client';
import { mapAsiaEdition, mapAsiaOnlyBase, type AsiaCard } from './asia';
import {
  emptyCounts,
  writeBaseCards,
  writeEditions,
  writeSuggestions,
  type BaseCardInput,
  type EditionInput,
  type WriteCounts,
} from './card-writer';
import type { CataloguePlan, Parsed } from './catalogue-plan';
import { mapEnCard, type EnCard } from './en';
import { basicEnergyFromEnglish, basicEnergyFromJapanese, type KoreanNamer } from './korean-names';

/**
 * The writes of one set of the catalogue. They leave card_search alone: the caller refreshes the ids they
 * return, in the same transaction (each set on a filled database) or all at once (the first load).
 */

export interface SetWriteContext {
  plan: CataloguePlan;
  namer: KoreanNamer;
}

export interface SetWriteResult {
  /** Cards whose records, parts or name suggestion changed. */
  changedCards: string[];
  /** Species and energy suggestions made for the set, and how many of them changed. */
  suggestions: { total: number; changed: number };
}

type Suggestion = { cardId: string; name: string };
const isSuggestion = (s: { cardId: string; name: string | null }): s is Suggestion => s.name !== null;

/** English set: base records, their parts and the species names of cards with no Korean print. */
export async function writeEnglishSet(
  tx: Tx,
  cards: Array<Parsed<EnCard>>,
  { plan, namer }: SetWriteContext,
  counts: WriteCounts,
): Promise<SetWriteResult> {
  const inputs: BaseCardInput[] = cards.map((c) => {
    const { row, parts } = mapEnCard(c.value, c.raw);
    return { row, parts, partsNation: 'en' };
  });
  const written = await writeBaseCards(tx, inputs, counts);
  const named = cards
    .filter((c) => !plan.cardsWithKorean.has(c.value.id))
    .map((c) => ({ cardId: c.value.id, name: englishSuggestion(namer, c.value) }))
    .filter(isSuggestion);
  const renamed = await writeSuggestions(tx, named);
  return {
    changedCards: [...new Set([...written, ...renamed])],
    suggestions: { total: named.length, changed: renamed.length },
  };
}

/** Japanese or Korean set: edition records, and a card of its own for a print with no certain match. */
export async function writeAsiaSet(
  tx: Tx,
  nation: 'jp' | 'kr',
  prints: Array<Parsed<AsiaCard>>,
  { plan, namer }: SetWriteContext,
  counts: WriteCounts,
): Promise<SetWriteResult> {
  const cardOf = (p: Parsed<AsiaCard>) => plan.cardOf[nation].get(p.value.tcgdex_id)!;
  const ownPrints = prints.filter((p) => cardOf(p).startsWith(`${nation}-`));
  const bases: BaseCardInput[] = ownPrints.map((p) => {
    const { parts } = mapAsiaEdition(p.value, p.raw);
    // The print's own abilities and attacks belong to its edition; the base keeps only the type parts.
    return {
      row: mapAsiaOnlyBase(cardOf(p), p.value, p.raw),
      parts: { ...parts, abilities: [], attacks: [] },
      partsNation: 'en',
    };
  });
  // Base records of print-only cards are not counted as editions of this nation.
  const writtenBases = await writeBaseCards(tx, bases, emptyCounts());
  const inputs: EditionInput[] = prints.map((p) => ({
    cardId: cardOf(p),
    ...mapAsiaEdition(p.value, p.raw),
  }));
  const written = await writeEditions(tx, nation, inputs, counts);
  const named =
    nation === 'jp'
      ? ownPrints
          .filter((p) => !plan.cardsWithKorean.has(cardOf(p)))
          .map((p) => ({ cardId: cardOf(p), name: japaneseSuggestion(namer, p.value) }))
          .filter(isSuggestion)
      : [];
  const renamed = await writeSuggestions(tx, named);
  return {
    changedCards: [...new Set([...writtenBases, ...written, ...renamed])],
    suggestions: { total: named.length, changed: renamed.length },
  };
}

/** The species table's name for a Pokémon, the type's name for a basic Energy; null otherwise. */
function englishSuggestion(namer: KoreanNamer, card: EnCard): string | null {
  if (card.supertype === 'Pokémon') return namer.fromEnglish(card.name, card.nationalPokedexNumbers);
  const basicEnergy = card.supertype === 'Energy' && card.subtypes.includes('Basic');
  return basicEnergy ? basicEnergyFromEnglish(card.name) : null;
}

function japaneseSuggestion(namer: KoreanNamer, print: AsiaCard): string | null {
  if (print.category === 'Pokemon') return namer.fromJapanese(print.name, print.dexId);
  return print.category === 'Energy' ? basicEnergyFromJapanese(print.name) : null;
}
