import pokemon from 'pokemon';
import { ENERGY_TYPES } from '@carddogam/contract/constants';

/**
 * Korean name suggestions for cards that have no Korean record yet, made from the species names of the
 * `pokemon` package: the species' English (or Japanese) name in the card name is replaced by its Korean
 * name ("Charizard ex" → "리자몽 ex"). A suggestion is only made when nothing foreign is left over; it is
 * stored apart from staff-entered names and shown as unconfirmed. Basic Energy is named by its type (below);
 * Trainers get their names from the Korean prints (name-dictionary.ts).
 */

export interface Species {
  dex: number;
  en: string;
  ko: string;
  ja: string;
}

export function loadSpecies(): Species[] {
  const en = pokemon.all('en');
  const ko = pokemon.all('ko');
  const ja = pokemon.all('ja');
  return en.map((name, i) => ({ dex: i + 1, en: name, ko: ko[i] ?? '', ja: ja[i] ?? '' }));
}

/** English words on cards that are printed the same on Korean cards. */
const KEPT_WORDS = new Set(
  ['ex', 'EX', 'GX', 'V', 'VMAX', 'VSTAR', 'V-UNION', 'BREAK', 'LV.X', 'TAG', 'TEAM', 'Prime', 'LEGEND']
    .concat(['G', 'GL', 'FB', 'C', '4', 'E4', 'Star', 'δ'])
    .map((w) => w.toLowerCase()),
);

/** Regional forms, owners and other name parts with their Korean card wording. */
const ENGLISH_PARTS: Array<[string, string]> = [
  ["Team Rocket's", '로켓단의'],
  ["Rocket's", '로켓단의'],
  ["Team Magma's", '마그마단의'],
  ["Team Aqua's", '아쿠아단의'],
  ["Lt. Surge's", '마티스의'],
  ["Misty's", '이슬의'],
  ["Brock's", '웅의'],
  ["Erika's", '민화의'],
  ["Blaine's", '강연의'],
  ["Giovanni's", '비주기의'],
  ["Sabrina's", '초련의'],
  ["Koga's", '독수의'],
  ["Lillie's", '릴리에의'],
  ["Arven's", '페퍼의'],
  ["N's", 'N의'],
  ["Iono's", '모야모의'],
  ["Marnie's", '마리의'],
  ["Hop's", '호브의'],
  ["Cynthia's", '난천의'],
  ["Steven's", '성호의'],
  ["Ethan's", '히비키의'],
  ["Larry's", '청목의'],
  ["Lance's", '목호의'],
  ['Single Strike', '일격'],
  ['Rapid Strike', '연격'],
  ['Alolan', '알로라'],
  ['Galarian', '가라르'],
  ['Hisuian', '히스이'],
  ['Paldean', '팔데아'],
  ['Radiant', '빛나는'],
  ['Shining', '빛나는'],
  ['Mega', '메가'],
  ['M', '메가'],
  ['Dark', '다크'],
  ['Light', '라이트'],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Replaces every whole-word occurrence of a word (case-insensitive; the word may contain spaces, dots,
 * apostrophes and symbols), as `(?<![\p{L}\p{N}])word(?![\p{L}\p{N}])` with the flags 'giu' would, and
 * returns null when there is none. The boundaries are checked here rather than in the pattern: compiling
 * the Unicode letter classes into each of the thousand species patterns cost more than a second per import.
 */
function replaceWord(text: string, word: RegExp, by: () => string): string | null {
  let out = '';
  let copied = 0;
  let found = false;
  word.lastIndex = 0;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = start > 0 ? String.fromCodePoint(codePointBefore(text, start)) : '';
    const after = end < text.length ? String.fromCodePoint(text.codePointAt(end)!) : '';
    if (LETTER_OR_DIGIT.test(before) || LETTER_OR_DIGIT.test(after)) {
      // Not a whole word here: look again from the next character, as the pattern's lookarounds would.
      word.lastIndex = start + String.fromCodePoint(text.codePointAt(start)!).length;
      continue;
    }
    out += text.slice(copied, start) + by();
    copied = end;
    found = true;
  }
  return found ? out + text.slice(copied) : null;
}

function codePointBefore(text: string, index: number): number {
  const low = text.charCodeAt(index - 1);
  const high = index > 1 ? text.charCodeAt(index - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return pair ? text.codePointAt(index - 2)! : low;
}

const wordPattern = (word: string) => new RegExp(escape(word), 'giu');

function normaliseEnglish(name: string): string {
  return name
    .replace(/[’`]/g, "'")
    .replace(/\s*([♀♂])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export class KoreanNamer {
  private readonly byDex = new Map<number, Species>();
  private readonly enParts = ENGLISH_PARTS.map(([en, ko]) => [wordPattern(en), ko] as const);

  constructor(species: Species[]) {
    for (const s of species) this.byDex.set(s.dex, s);
  }

  /** "Alolan Vulpix" with dex [37] → "알로라 식스테일"; null when a part cannot be translated. */
  fromEnglish(name: string, dex: number[]): string | null {
    // Korean parts go in as placeholders first, so that Latin letters inside a Korean name ('폴리곤Z')
    // are not mistaken for untranslated English.
    const korean: string[] = [];
    const hold = (ko: string) => String.fromCharCode(0xe000 + korean.push(ko) - 1);
    let out = normaliseEnglish(name);
    let replaced = false;
    for (const species of this.speciesOf(dex, (s) => s.en)) {
      for (const variant of englishVariants(species.en)) {
        const next = replaceWord(out, wordPattern(variant), () => hold(species.ko));
        if (next !== null) {
          out = next;
          replaced = true;
        }
      }
    }
    if (!replaced) return null;
    for (const [word, ko] of this.enParts) out = replaceWord(out, word, () => hold(ko)) ?? out;
    const leftovers = out.match(/[A-Za-z][A-Za-z.'-]*/g) ?? [];
    if (!leftovers.every((w) => KEPT_WORDS.has(w.toLowerCase()))) return null;
    return out.replace(/[\ue000-\uf8ff]/g, (c) => korean[c.charCodeAt(0) - 0xe000]!);
  }

  /** "リザードンex" with dex [6] → "리자몽ex"; null when kana or kanji are left over. */
  fromJapanese(name: string, dex: number[]): string | null {
    let out = name.trim();
    let replaced = false;
    // Many Japanese prints carry no dex number; then the longest species name found in the card name counts.
    const candidates = dex.length > 0 ? this.speciesOf(dex, (s) => s.ja) : this.speciesNamedIn(out);
    for (const species of candidates) {
      if (species.ja && out.includes(species.ja)) {
        out = out.split(species.ja).join(species.ko);
        replaced = true;
      }
    }
    if (!replaced || /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(out)) return null;
    return out;
  }

  private speciesNamedIn(name: string): Species[] {
    let best: Species | undefined;
    for (const s of this.byDex.values()) {
      if (s.ja && s.ko && name.includes(s.ja) && (!best || s.ja.length > best.ja.length)) best = s;
    }
    return best ? [best] : [];
  }

  /** Species of the card, longest name first so that "Porygon-Z" is replaced before "Porygon". */
  private speciesOf(dex: number[], key: (s: Species) => string): Species[] {
    return dex
      .map((d) => this.byDex.get(d))
      .filter((s): s is Species => Boolean(s && s.ko))
      .sort((a, b) => key(b).length - key(a).length);
  }
}

/**
 * Basic Energy is named by its type, the way the Korean prints write it ('기본 악 에너지' for 'Basic Darkness
 * Energy', 'Darkness Energy' and '基本悪エネルギー'). The Korean type words are the energy labels of §9.
 */
const JAPANESE_TYPE: Record<string, string> = {
  草: 'Grass',
  炎: 'Fire',
  水: 'Water',
  雷: 'Lightning',
  超: 'Psychic',
  闘: 'Fighting',
  悪: 'Darkness',
  鋼: 'Metal',
  フェアリー: 'Fairy',
};
const BASIC_TYPES = new Set(Object.values(JAPANESE_TYPE));
const koreanType = (code: string) => ENERGY_TYPES.find((t) => t.code === code)?.kr;

/** "Basic Fire Energy" or "Fire Energy" → "기본 불꽃 에너지"; null for any other name. */
export function basicEnergyFromEnglish(name: string): string | null {
  const type = /^(?:Basic )?([A-Za-z]+) Energy$/.exec(name.trim())?.[1];
  return type && BASIC_TYPES.has(type) ? `기본 ${koreanType(type)} 에너지` : null;
}

/** "基本炎エネルギー" → "기본 불꽃 에너지"; null for any other name. */
export function basicEnergyFromJapanese(name: string): string | null {
  const glyph = /^基本(.+)エネルギー$/.exec(name.trim())?.[1];
  const type = glyph ? JAPANESE_TYPE[glyph] : undefined;
  return type ? `기본 ${koreanType(type)} 에너지` : null;
}

/** Spellings the English cards use for some species ("Ho-oh" for "Ho-Oh", "Flabebe" for "Flabébé"). */
function englishVariants(name: string): string[] {
  const plain = name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return [...new Set([normaliseEnglish(name), plain])];
}
