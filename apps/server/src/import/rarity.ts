/**
 * Rarity vocabularies. The English edition keeps pokemontcg.io names ('Double Rare'); the Korean and
 * Japanese editions use the codes printed on those cards (RR, AR, SAR …), which Korean players use too.
 */

/** TCGdex rarity names (asia-cards.jsonl.gz) → printed code. */
const TCGDEX_TO_CODE: Record<string, string> = {
  common: 'C',
  uncommon: 'U',
  rare: 'R',
  'holo rare': 'R',
  'rare holo': 'R',
  'double rare': 'RR',
  'triple rare': 'RRR',
  'illustration rare': 'AR',
  'special illustration rare': 'SAR',
  'ultra rare': 'SR',
  'hyper rare': 'UR',
  'secret rare': 'HR',
  'shiny rare': 'S',
  'shiny ultra rare': 'SSR',
  'radiant rare': 'K',
  'character rare': 'CHR',
  'character super rare': 'CSR',
  'ace spec rare': 'ACE',
  'black white rare': 'BWR',
  'mega hyper rare': 'MUR',
  promo: 'PR',
};

export function tcgdexRarityCode(rarity: string | undefined | null): string | null {
  if (!rarity) return null;
  return TCGDEX_TO_CODE[rarity.toLowerCase()] ?? null;
}

/** English rarity → the Korean and Japanese code (§3 rarity map; both editions print the same codes). */
export const EN_RARITY_CODES: Record<string, string | null> = {
  Common: 'C',
  Uncommon: 'U',
  Rare: 'R',
  'Rare Holo': 'R',
  Promo: 'PR',
  'Double Rare': 'RR',
  'Illustration Rare': 'AR',
  'Special Illustration Rare': 'SAR',
  'Ultra Rare': 'SR',
  'Hyper Rare': 'UR',
  'Shiny Rare': 'S',
  'Shiny Ultra Rare': 'SSR',
  'ACE SPEC Rare': 'ACE',
  'Black White Rare': 'BWR',
  'Mega Hyper Rare': 'MUR',
  'Radiant Rare': 'K',
  'Rare Holo V': 'RR',
  'Rare Holo VMAX': 'RRR',
  'Rare Holo VSTAR': 'RRR',
  'Rare Holo GX': 'RR',
  'Rare Holo EX': 'RR',
  'Rare Ultra': 'SR',
  'Rare Secret': 'UR',
  'Rare Rainbow': 'HR',
  'Rare Shiny': 'S',
  'Rare Shiny GX': 'SSR',
  'Rare BREAK': 'R',
  'Rare Prism Star': 'R',
  'Rare ACE': 'ACE',
  'Amazing Rare': 'A',
  'Trainer Gallery Rare Holo': 'CHR',
  'Rare Holo LV.X': 'R',
  'Rare Prime': 'R',
  'Rare Holo Star': 'R',
  'Rare Shining': 'R',
  LEGEND: 'L',
  'Classic Collection': null,
  MEGA_ATTACK_RARE: null,
};

export function enRarityCode(rarity: string | null | undefined): string | null {
  if (!rarity) return null;
  return EN_RARITY_CODES[rarity] ?? null;
}
