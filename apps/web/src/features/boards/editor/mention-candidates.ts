import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';

/** One card of the `[[` list: the edition it will be mentioned in and what the list shows of it. */
export interface MentionCandidate {
  cardId: string;
  edition: Nation;
  name: string;
  set: string | null;
  /** 'number/printed total' of that edition, or the number alone. */
  number: string | null;
}

const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;
const KANA_OR_KANJI = /[\u3040-\u30FF\u4E00-\u9FFF]/;

/**
 * The edition the member most likely means, from the script of what they typed: a Korean name asks for
 * the 국내판, a Japanese one for the 일본판, anything else for the 북미판. The search matches every
 * edition's names whatever this says; it only orders the results and picks the edition of each card.
 */
export function queryNation(query: string): Nation {
  if (HANGUL.test(query)) return 'kr';
  if (KANA_OR_KANJI.test(query)) return 'jp';
  return 'en';
}

/** Whether the catalogue has the card in that edition (EN rows carry a set; KR and JP a name and a set). */
function hasEdition(row: SearchRow, nation: Nation): boolean {
  if (nation === 'en') return Boolean(row.set_en);
  return Boolean(row[`name_${nation}`] && row[`set_${nation}`]);
}

const EDITION_ORDER: readonly Nation[] = ['kr', 'jp', 'en'];

/** The wanted edition when the card has it, else the first it has (Korean first), else the wanted one. */
export function editionFor(row: SearchRow, wanted: Nation): Nation {
  if (hasEdition(row, wanted)) return wanted;
  return EDITION_ORDER.find((nation) => hasEdition(row, nation)) ?? wanted;
}

export function toCandidate(row: SearchRow, wanted: Nation): MentionCandidate {
  const edition = editionFor(row, wanted);
  const number = row[`number_${edition}`];
  const total = row[`printedTotal_${edition}`];
  return {
    cardId: row.id,
    edition,
    // In the script the member typed when the card has a name in it: a Korean query lists Korean names
    // even for a card mentioned in its Japanese edition.
    name: row[`name_${wanted}`] || row[`name_${edition}`] || row.name_en,
    set: row[`set_${edition}`],
    number: number ? (total ? `${number}/${total}` : number) : null,
  };
}
