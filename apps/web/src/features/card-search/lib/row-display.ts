import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { formatCardNumber } from '../../../lib/format';

/** What a result row shows, in the edition of the search (§2.19); missing parts fall back to English. */
export interface RowInEdition {
  name: string;
  /** The Korean name is only the import-time suggestion staff have not confirmed. */
  nameUnconfirmed: boolean;
  set: string;
  /** '006/165', zero-padded (§9). */
  number: string;
  rarity: string;
  rating: number;
  ratingCount: number;
}

export function rowInEdition(row: SearchRow, nation: Nation): RowInEdition {
  const name = nation === 'kr' ? row.name_kr : nation === 'jp' ? row.name_jp : row.name_en;
  const number = row[`number_${nation}`];
  // Number and printed total come from the same edition, so '006/165' never mixes two prints.
  const numberText =
    number !== null
      ? formatCardNumber(number, row[`printedTotal_${nation}`])
      : formatCardNumber(row.number_en, row.printedTotal_en);
  return {
    name: name ?? row.name_en,
    nameUnconfirmed: nation === 'kr' && row.name_kr !== null && !row.name_kr_confirmed,
    set: row[`set_${nation}`] ?? row.set_en ?? '',
    number: numberText,
    rarity: row[`rarity_${nation}`] ?? row.rarity_en ?? '',
    rating: row[`${nation}_total_avg`],
    ratingCount: row[`${nation}_total_count`],
  };
}

export function cardDetailHref(id: string): string {
  return `/card/detail?${new URLSearchParams({ id }).toString()}`;
}
