import { ENERGY_ICON_TYPES, ENERGY_INFO, toEnergyType, type EnergyIconType } from './energy-types';

/** A piece of card text: plain text, or an energy symbol written in it. */
export type EnergyTextPart = string | { energy: EnergyIconType; raw: string };

const COLOURS = ENERGY_ICON_TYPES.filter((type) => type !== 'Free');
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alt = (values: string[]) => values.map(escape).join('|');

const LETTERS = alt([...COLOURS.map((t) => ENERGY_INFO[t].letter), '-']);
const KOREAN = alt(COLOURS.map((t) => ENERGY_INFO[t].kr));
const JAPANESE = alt(COLOURS.map((t) => ENERGY_INFO[t].jp));
const ENGLISH = alt(COLOURS);

/**
 * The ways card text writes an energy symbol, in the three languages:
 * - in brackets: '[R]', '{R}', '[-]', '{불꽃}', '[炎]', '［炎］', '【炎】', '{Fire}';
 * - Korean names in parentheses, as the Korean prints write them: '(불꽃) 에너지';
 * - a type word before the word for Energy: 'Fire Energy', '불꽃 에너지', '炎エネルギー' — only the type
 *   word becomes the icon, as the printed cards read '{R} Energy'.
 * Single letters in parentheses are left alone: '(C)' in text is more often not an energy.
 */
const PATTERN = new RegExp(
  [
    `[\\[{［｛【]\\s*(${LETTERS}|${KOREAN}|${JAPANESE}|${ENGLISH})\\s*[\\]}］｝】]`,
    `[(（](${KOREAN})[)）]`,
    // 'Double Colorless Energy' and the like are card names, not a symbol.
    `(?<![A-Za-z])(?<!Double )(${ENGLISH})(?= Energy)`,
    // A Hangul letter before the name means a longer word ('보물 에너지' is not Water).
    `(?<![가-힣])(${KOREAN})(?= ?에너지)`,
    `(${JAPANESE})(?=エネルギー)`,
  ].join('|'),
  'g',
);

/** Splits card text into plain pieces and energy symbols, in order. */
export function splitEnergyText(text: string): EnergyTextPart[] {
  const parts: EnergyTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const name = match.slice(1).find((group) => group !== undefined);
    const energy = toEnergyType(name);
    if (!energy) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ energy, raw: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
