import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { editionLine } from '../../../components/card/edition-line';

/** What a result row shows, in the edition of the search (§2.19). */
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

/** Editions to take set, number and rarity from when the search edition has no print: English, then Japanese. */
const FALLBACK: Record<Nation, Nation[]> = {
  kr: ['kr', 'en', 'jp'],
  en: ['en', 'jp', 'kr'],
  jp: ['jp', 'en', 'kr'],
};

export function rowInEdition(row: SearchRow, nation: Nation): RowInEdition {
  const name = nation === 'kr' ? row.name_kr : nation === 'jp' ? row.name_jp : row.name_en;
  const printed = editionLine(row, FALLBACK[nation]);
  return {
    name: name ?? row.name_en,
    nameUnconfirmed: nation === 'kr' && row.name_kr !== null && !row.name_kr_confirmed,
    set: printed?.set ?? '',
    number: printed?.number ?? '',
    rarity: printed?.rarity ?? '',
    rating: row[`${nation}_total_avg`],
    ratingCount: row[`${nation}_total_count`],
  };
}

export function cardDetailHref(id: string): string {
  return `/card/detail?${new URLSearchParams({ id }).toString()}`;
}
