import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { formatCardNumber } from '../../lib/format';

/** Where a card is printed, all from one edition. */
export interface EditionLine {
  nation: Nation;
  set: string;
  /** '004/071', zero-padded (§9); the number alone when the edition has no printed total. */
  number: string;
  rarity: string;
}

/**
 * The set, number, total and rarity of one edition of a card: the first edition of `order` that has a set,
 * else the first that has a number. Taking every part from the same edition keeps a line from showing a
 * Korean set name with an English number, or a blank set for a card printed only in Japan.
 */
export function editionLine(row: SearchRow, order: readonly Nation[]): EditionLine | null {
  const nation = order.find((n) => row[`set_${n}`]) ?? order.find((n) => row[`number_${n}`] !== null) ?? null;
  if (nation === null) return null;
  const number = row[`number_${nation}`];
  return {
    nation,
    set: row[`set_${nation}`] ?? '',
    number: number === null ? '' : formatCardNumber(number, row[`printedTotal_${nation}`]),
    rarity: row[`rarity_${nation}`] ?? '',
  };
}
