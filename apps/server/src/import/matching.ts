import type { AsiaCard } from './asia';
import type { EnCard } from './en';
import { damageValue } from '@carddogam/contract/cards/damage';
import { enRarityCode, tcgdexRarityCode } from './rarity';
import { JP_TO_EN_SETS } from './set-map';

/**
 * Links a Japanese or Korean print to its English card only when the match is certain: same set mapping,
 * same national dex numbers, same HP and the same attacks (cost and damage). When several English cards
 * share those facts (a regular print and its illustration rare), the printed rarity code decides; when it
 * cannot, or when two prints would claim the same English card, nothing is linked.
 */

/** The facts two prints of one card share in every language. Only Pokémon carry enough of them. */
function signature(
  dex: number[],
  hp: number | null,
  attacks: { cost: string[]; damage?: unknown }[],
): string {
  const attackPart = attacks
    .map((a) => `${[...a.cost].sort().join('+')}:${damageValue(a.damage as string) ?? ''}`)
    .join('/');
  return `${[...dex].sort((a, b) => a - b).join(',')}|${hp ?? ''}|${attackPart}`;
}

interface EnCandidate {
  id: string;
  setId: string;
  rarityCode: string | null;
}

export class EnglishCardIndex {
  private bySignature = new Map<string, EnCandidate[]>();

  add(card: EnCard): void {
    if (card.supertype !== 'Pokémon' || card.nationalPokedexNumbers.length === 0 || !card.hp) return;
    const key = signature(card.nationalPokedexNumbers, Number(card.hp), card.attacks);
    const list = this.bySignature.get(key) ?? [];
    list.push({ id: card.id, setId: card.set.id, rarityCode: enRarityCode(card.rarity) });
    this.bySignature.set(key, list);
  }

  /** The one English card this print certainly is, or null. */
  candidate(print: AsiaCard): string | null {
    const enSets = JP_TO_EN_SETS[print.set_id];
    if (!enSets || print.category !== 'Pokemon' || print.dexId.length === 0 || !print.hp) return null;
    const key = signature(print.dexId, print.hp, print.attacks);
    const inSets = (this.bySignature.get(key) ?? []).filter((c) => enSets.includes(c.setId));
    if (inSets.length === 1) return inSets[0]!.id;
    if (inSets.length === 0) return null;
    const code = tcgdexRarityCode(print.rarity);
    const sameRarity = code ? inSets.filter((c) => c.rarityCode === code) : [];
    return sameRarity.length === 1 ? sameRarity[0]!.id : null;
  }
}

/**
 * Proposes links for all prints of one language at once, dropping any English card claimed twice, so that
 * an English card never holds two different Japanese records.
 */
export function certainLinks(index: EnglishCardIndex, prints: AsiaCard[]): Map<string, string> {
  const proposed = new Map<string, string>();
  const claims = new Map<string, number>();
  for (const print of prints) {
    const enId = index.candidate(print);
    if (!enId) continue;
    proposed.set(print.tcgdex_id, enId);
    claims.set(enId, (claims.get(enId) ?? 0) + 1);
  }
  for (const [printId, enId] of proposed) {
    if ((claims.get(enId) ?? 0) > 1) proposed.delete(printId);
  }
  return proposed;
}
