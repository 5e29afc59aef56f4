import { sql } from 'drizzle-orm';
import { NATIONS, type Nation } from '@carddogam/contract/constants';
import { presentSearchRow } from '../public-api/presenters';
import { SEARCH_ROW_COLUMNS, type SearchRowOut } from '../public-api/queries';

/**
 * An in-memory copy of card_search (decision 043): the columns the search conditions test, in the
 * database's card id order, with sorted lists of places to narrow a search. The catalogue is small (about
 * 28,000 cards, some 85 MB of heap here) and changes seldom; finding a page in it costs microseconds where
 * a statement costs a millisecond of the database and another of the driver. conditions.ts searches it;
 * public-page.ts and site-page.ts answer the public API's and the site's searches from it.
 */

/** Each gram of a card's stored grams stands between two of these in the copy (no gram holds it). */
export const GRAM_SEPARATOR = '\u0001';
const gramsText = (column: string) =>
  sql.raw(`'${GRAM_SEPARATOR}' || array_to_string(s.${column}, '${GRAM_SEPARATOR}') || '${GRAM_SEPARATOR}'`);

/** The columns the copy reads, from card_search s, besides the public API's answer (SEARCH_ROW_COLUMNS). */
export const SNAPSHOT_COLUMNS = sql`${SEARCH_ROW_COLUMNS}, s.names_norm, s.parts_norm,
  ${gramsText('name_grams')} as name_grams, ${gramsText('part_grams')} as part_grams,
  s.ability_names, s.ability_texts, s.attack_names, s.attack_texts,
  s.series_kr, s.series_en, s.series_jp, s.weakness_types, s.resistance_types, s.retreat_count,
  s.attack_costs, s.has_ability, s.pokedex, s.number_sort_kr, s.number_sort_en, s.number_sort_jp`;

/** A card_search row as the copy reads it (SNAPSHOT_COLUMNS); the gram arrays come as GRAM_SEPARATOR text. */
export interface SnapshotRow extends SearchRowOut {
  names_norm: string;
  parts_norm: string;
  name_grams: string;
  part_grams: string;
  ability_names: string;
  ability_texts: string;
  attack_names: string;
  attack_texts: string;
  series_kr: string | null;
  series_en: string | null;
  series_jp: string | null;
  weakness_types: string[];
  resistance_types: string[];
  retreat_count: number;
  attack_costs: number[];
  has_ability: boolean;
  pokedex: number[];
  number_sort_kr: number | null;
  number_sort_en: number | null;
  number_sort_jp: number | null;
}

/** The columns kept as they are, one array each, indexed by a card's place. */
const KEPT = [
  'supertype',
  'subtypes',
  'types',
  'hp',
  'regulation_mark',
  'names_norm',
  'parts_norm',
  'name_grams',
  'part_grams',
  'ability_names',
  'ability_texts',
  'attack_names',
  'attack_texts',
  'set_kr',
  'set_en',
  'set_jp',
  'rarity_kr',
  'rarity_en',
  'rarity_jp',
  'series_kr',
  'series_en',
  'series_jp',
  'weakness_types',
  'resistance_types',
  'retreat_count',
  'attack_costs',
  'has_ability',
  'pokedex',
  'release_kr',
  'release_en',
  'release_jp',
  'number_sort_kr',
  'number_sort_en',
  'number_sort_jp',
] as const satisfies readonly (keyof SnapshotRow)[];
export type KeptColumn = (typeof KEPT)[number];
export type Columns = { [C in KeptColumn]: SnapshotRow[C][] };

/** Sorted lists of card places by key, built by adding places in ascending order. */
class PlaceLists {
  private readonly lists = new Map<string, number[]>();

  /** Adds the place to the key's list once, however often a card holds the key. */
  add(key: string, at: number): void {
    const list = this.lists.get(key);
    if (!list) this.lists.set(key, [at]);
    else if (list[list.length - 1] !== at) list.push(at);
  }

  /**
   * Each pair of neighbouring characters of a text, as queryGrams() splits a search text of two or more.
   * Single characters are left out: they would double the lists for the rare one-letter search.
   */
  addPairs(text: string, at: number): void {
    let previous = '';
    for (const char of text) {
      if (previous) this.add(previous + char, at);
      previous = char;
    }
  }

  finish(): Map<string, Int32Array> {
    const done = new Map<string, Int32Array>();
    for (const [key, list] of this.lists) done.set(key, Int32Array.from(list));
    return done;
  }
}

export const editionKey = (nation: Nation, value: string) => `${nation}${GRAM_SEPARATOR}${value}`;

export interface Snapshot {
  /** Card ids in the database's order of card_search.card_id: a card's place in every array. */
  ids: string[];
  place: Map<string, number>;
  columns: Columns;
  /** Each card's entry of the public API's answer, as JSON text. */
  publicJson: string[];
  /** Each pair of neighbouring characters of names_norm and parts_norm → the places holding it, ascending. */
  pairs: Map<string, Int32Array>;
  /** The places of each supertype and type, and of each set and rarity by editionKey(), ascending. */
  bySupertype: Map<string, Int32Array>;
  byType: Map<string, Int32Array>;
  bySet: Map<string, Int32Array>;
  byRarity: Map<string, Int32Array>;
}

/** Builds a snapshot from rows given in card id order, a batch at a time (so the reader can yield). */
export class SnapshotBuilder {
  private readonly ids: string[] = [];
  private readonly place = new Map<string, number>();
  private readonly columns = Object.fromEntries(KEPT.map((c) => [c, []])) as unknown as Columns;
  private readonly publicJson: string[] = [];
  private readonly pairs = new PlaceLists();
  private readonly bySupertype = new PlaceLists();
  private readonly byType = new PlaceLists();
  private readonly bySet = new PlaceLists();
  private readonly byRarity = new PlaceLists();

  constructor(private readonly siteUrl: string) {}

  add(rows: SnapshotRow[]): void {
    const columns = this.columns as Record<KeptColumn, unknown[]>;
    for (const row of rows) {
      const at = this.ids.length;
      this.ids.push(row.id);
      this.place.set(row.id, at);
      for (const column of KEPT) columns[column].push(row[column]);
      this.publicJson.push(JSON.stringify(presentSearchRow(this.siteUrl, row)));
      this.bySupertype.add(row.supertype, at);
      for (const type of row.types) this.byType.add(type, at);
      for (const n of NATIONS) {
        const set = row[`set_${n}`];
        const rarity = row[`rarity_${n}`];
        if (set !== null) this.bySet.add(editionKey(n, set), at);
        if (rarity !== null) this.byRarity.add(editionKey(n, rarity), at);
      }
      this.pairs.addPairs(row.names_norm, at);
      this.pairs.addPairs(row.parts_norm, at);
    }
  }

  finish(): Snapshot {
    return {
      ids: this.ids,
      place: this.place,
      columns: this.columns,
      publicJson: this.publicJson,
      pairs: this.pairs.finish(),
      bySupertype: this.bySupertype.finish(),
      byType: this.byType.finish(),
      bySet: this.bySet.finish(),
      byRarity: this.byRarity.finish(),
    };
  }
}
