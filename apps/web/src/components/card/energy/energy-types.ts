/**
 * The energy types a card can show as an icon (§9): the eleven colours and Free, which stands for a
 * zero-cost attack ('0Cost', '무 에너지') and the '[-]' symbol.
 */
export const ENERGY_ICON_TYPES = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Fairy',
  'Dragon',
  'Colorless',
  'Free',
] as const;
export type EnergyIconType = (typeof ENERGY_ICON_TYPES)[number];

interface EnergyInfo {
  /** Korean name, used for tooltips (§2.4). */
  kr: string;
  /** The letter English card text writes in brackets: '[R]' for Fire. */
  letter: string;
  /** The one-character name Japanese card text uses: '炎' in '[炎]' or '炎エネルギー'. */
  jp: string;
}

export const ENERGY_INFO: Record<EnergyIconType, EnergyInfo> = {
  Grass: { kr: '풀', letter: 'G', jp: '草' },
  Fire: { kr: '불꽃', letter: 'R', jp: '炎' },
  Water: { kr: '물', letter: 'W', jp: '水' },
  Lightning: { kr: '번개', letter: 'L', jp: '雷' },
  Psychic: { kr: '초', letter: 'P', jp: '超' },
  Fighting: { kr: '격투', letter: 'F', jp: '闘' },
  Darkness: { kr: '악', letter: 'D', jp: '悪' },
  Metal: { kr: '강철', letter: 'M', jp: '鋼' },
  Fairy: { kr: '페어리', letter: 'Y', jp: '妖' },
  Dragon: { kr: '드래곤', letter: 'N', jp: '竜' },
  Colorless: { kr: '무색', letter: 'C', jp: '無' },
  Free: { kr: '0코스트', letter: '-', jp: '' },
};

/** Every spelling of a type that card data uses, lower-cased, mapped to its icon. */
const ALIASES = new Map<string, EnergyIconType>();
for (const type of ENERGY_ICON_TYPES) {
  const info = ENERGY_INFO[type];
  for (const alias of [type, info.kr, info.letter, info.jp]) {
    if (alias) ALIASES.set(alias.toLowerCase(), type);
  }
}
for (const alias of ['0cost', 'none', '무 에너지', '무에너지', 'dark']) {
  ALIASES.set(alias, alias === 'dark' ? 'Darkness' : 'Free');
}

/** 'Fire', 'fire', 'R', '불꽃' and '炎' all name the Fire type; null for anything else. */
export function toEnergyType(value: string | null | undefined): EnergyIconType | null {
  const key = value?.trim().toLowerCase();
  if (!key) return null;
  return ALIASES.get(key) ?? null;
}

/** A comma list of types ('Fire,Fire,Colorless', as costs and retreat costs are stored) as icon types. */
export function parseEnergyList(list: string | null | undefined): EnergyIconType[] {
  if (!list) return [];
  return list
    .split(',')
    .map((part) => toEnergyType(part))
    .filter((type): type is EnergyIconType => type !== null);
}
