import type { SearchRow } from '@carddogam/contract/calls/search';
import { NATIONS, type Nation } from '@carddogam/contract/constants';

/** The editions a picked card has a printed set in; only those can go into the book. */
export function printedEditions(row: SearchRow): Nation[] {
  return NATIONS.filter((nation) => row[`set_${nation}`] !== null);
}

/** The edition to preselect: the one the member was collecting, when the card has it, else its first. */
export function defaultEdition(row: SearchRow, preferred: Nation): Nation {
  const editions = printedEditions(row);
  return editions.includes(preferred) ? preferred : (editions[0] ?? preferred);
}

/** The card's name in an edition, falling back to the English one. */
export function nameIn(row: SearchRow, nation: Nation): string {
  return row[`name_${nation}`] ?? row.name_en;
}
