import { searchKeyword } from '@carddogam/contract/calls/search';
import { NATIONS, type Nation } from '@carddogam/contract/constants';
import {
  effectiveSupertype,
  hasTrigram,
  normaliseText,
  queryGrams,
  type Keyword,
} from '../repositories/search-conditions';
import { encodeCursor } from './cursor';
import { presentSearchRow } from './presenters';
import type { SearchRowOut } from './queries';

/**
 * An in-memory copy of card_search for GET /v1/cards, and the search over it: the same conditions as
 * searchConditions() for the filters the API has, the same card id order and the same answer text, so the
 * copy and the database give one answer byte for byte (search-snapshot.test.ts compares them). The
 * catalogue is small (about 28,000 cards, some 50 MB here) and changes seldom; reading a page of it costs
 * microseconds where the statement costs a millisecond of the database and another of the driver.
 */

/**
 * A card_search row as the copy reads it: the answer's columns and the texts the conditions test, the
 * gram arrays as text, each gram between two GRAM_SEPARATORs (one `includes` finds a gram; no gram holds
 * that character).
 */
export interface SnapshotRow extends SearchRowOut {
  names_norm: string;
  parts_norm: string;
  name_grams: string;
  part_grams: string;
}

export const GRAM_SEPARATOR = '\u0001';
const hasAllGrams = (joined: string, grams: string[]) =>
  grams.every((g) => joined.includes(GRAM_SEPARATOR + g + GRAM_SEPARATOR));

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

const editionKey = (nation: Nation, value: string) => `${nation}\u0001${value}`;
const NONE = new Int32Array(0);

export interface Snapshot {
  /** Card ids in the database's order of card_search.card_id: a card's place in every array below. */
  ids: string[];
  place: Map<string, number>;
  /** Each card's entry of the answer's data, as JSON text. */
  json: string[];
  supertype: string[];
  types: string[][];
  hp: (number | null)[];
  set: Record<Nation, (string | null)[]>;
  rarity: Record<Nation, (string | null)[]>;
  namesNorm: string[];
  partsNorm: string[];
  nameGrams: string[];
  partGrams: string[];
  /** Each pair of neighbouring characters of names_norm and parts_norm → the places holding it, ascending. */
  pairs: Map<string, Int32Array>;
  /** The places of each supertype and type, and of each set and rarity by editionKey(), ascending. */
  bySupertype: Map<string, Int32Array>;
  byType: Map<string, Int32Array>;
  bySet: Map<string, Int32Array>;
  byRarity: Map<string, Int32Array>;
}

/** Builds a snapshot from rows given in card id order, a batch at a time (so the loader can yield). */
export class SnapshotBuilder {
  private readonly s: Omit<Snapshot, 'pairs' | 'bySupertype' | 'byType' | 'bySet' | 'byRarity'>;
  private readonly pairs = new PlaceLists();
  private readonly bySupertype = new PlaceLists();
  private readonly byType = new PlaceLists();
  private readonly bySet = new PlaceLists();
  private readonly byRarity = new PlaceLists();

  constructor(private readonly siteUrl: string) {
    const perNation = () => Object.fromEntries(NATIONS.map((n) => [n, []])) as unknown as Record<Nation, []>;
    this.s = {
      ids: [],
      place: new Map(),
      json: [],
      supertype: [],
      types: [],
      hp: [],
      set: perNation(),
      rarity: perNation(),
      namesNorm: [],
      partsNorm: [],
      nameGrams: [],
      partGrams: [],
    };
  }

  get size(): number {
    return this.s.ids.length;
  }

  add(rows: SnapshotRow[]): void {
    const s = this.s;
    for (const row of rows) {
      const at = s.ids.length;
      s.ids.push(row.id);
      s.place.set(row.id, at);
      s.json.push(JSON.stringify(presentSearchRow(this.siteUrl, row)));
      s.supertype.push(row.supertype);
      this.bySupertype.add(row.supertype, at);
      s.types.push(row.types);
      for (const type of row.types) this.byType.add(type, at);
      s.hp.push(row.hp);
      for (const n of NATIONS) {
        const set = row[`set_${n}`];
        const rarity = row[`rarity_${n}`];
        s.set[n].push(set);
        s.rarity[n].push(rarity);
        if (set !== null) this.bySet.add(editionKey(n, set), at);
        if (rarity !== null) this.byRarity.add(editionKey(n, rarity), at);
      }
      s.namesNorm.push(row.names_norm);
      s.partsNorm.push(row.parts_norm);
      s.nameGrams.push(row.name_grams);
      s.partGrams.push(row.part_grams);
      this.pairs.addPairs(row.names_norm, at);
      this.pairs.addPairs(row.parts_norm, at);
    }
  }

  finish(): Snapshot {
    return {
      ...this.s,
      pairs: this.pairs.finish(),
      bySupertype: this.bySupertype.finish(),
      byType: this.byType.finish(),
      bySet: this.bySet.finish(),
      byRarity: this.byRarity.finish(),
    };
  }
}

/** Keyword fields that are not conditions of the id-ordered page: the site's sort, paging and reader. */
const NOT_CONDITIONS = new Set(['user_id', 'sort', 'page', 'page_size']);
/** The conditions the copy tests; a keyword setting any other sends the search to the database. */
const ANSWERED = new Set([
  'nation',
  'supertype',
  'text_type',
  'text',
  'types',
  'set',
  'rarity',
  'hp_min',
  'hp_max',
  'is_deck',
]);
const DEFAULTS = searchKeyword.parse({}) as Record<string, unknown>;
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether every condition of the keyword is one the copy tests (the public API sets no others). */
export function copyAnswers(k: Keyword): boolean {
  if (k.text.trim() && k.text_type !== 'All') return false;
  return Object.entries(k).every(
    ([key, value]) => ANSWERED.has(key) || NOT_CONDITIONS.has(key) || sameValue(value, DEFAULTS[key]),
  );
}

type Test = (at: number) => boolean;

/** searchConditions() for the answered fields, as tests of a card's place. */
function conditionsOf(s: Snapshot, k: Keyword): Test[] {
  const tests: Test[] = [];
  const supertype = effectiveSupertype(k);
  if (supertype !== 'ALL') tests.push((at) => s.supertype[at] === supertype);
  const text = k.text.trim();
  if (text) {
    const q = normaliseText(text);
    // With a trigram the database tests the LIKE alone; without one the grams too (gramMatch).
    const grams = hasTrigram(q) ? null : queryGrams(q);
    tests.push(
      grams === null
        ? (at) => s.namesNorm[at]!.includes(q) || s.partsNorm[at]!.includes(q)
        : (at) =>
            (s.namesNorm[at]!.includes(q) && hasAllGrams(s.nameGrams[at]!, grams)) ||
            (s.partsNorm[at]!.includes(q) && hasAllGrams(s.partGrams[at]!, grams)),
    );
  }
  if (k.types.length) tests.push((at) => s.types[at]!.some((t) => k.types.includes(t)));
  for (const key of ['set', 'rarity'] as const) {
    const value = k[key];
    if (value && value.name) {
      const column = s[key][value.nation];
      tests.push((at) => column[at] === value.name);
    }
  }
  const { hp_min: min, hp_max: max } = k;
  if (min != null) tests.push((at) => s.hp[at] != null && s.hp[at]! >= min);
  if (max != null) tests.push((at) => s.hp[at] != null && s.hp[at]! <= max);
  return tests;
}

/**
 * The lists of places every match is on, shortest first: the places of each character pair of the search
 * text, of the supertype, of a single type, of the set and of the rarity. Empty when the search has none.
 */
function listsOf(s: Snapshot, k: Keyword): Int32Array[] {
  const lists: Int32Array[] = [];
  const q = normaliseText(k.text.trim());
  if ([...q].length > 1) for (const pair of queryGrams(q)) lists.push(s.pairs.get(pair) ?? NONE);
  const supertype = effectiveSupertype(k);
  if (supertype !== 'ALL') lists.push(s.bySupertype.get(supertype) ?? NONE);
  if (k.types.length === 1) lists.push(s.byType.get(k.types[0]!) ?? NONE);
  if (k.set?.name) lists.push(s.bySet.get(editionKey(k.set.nation, k.set.name)) ?? NONE);
  if (k.rarity?.name) lists.push(s.byRarity.get(editionKey(k.rarity.nation, k.rarity.name)) ?? NONE);
  return lists.sort((a, b) => a.length - b.length);
}

/**
 * The places after `after` that are on every list, ascending: the shortest list walked, the others
 * followed alongside it (each place is on a list or not, found by moving that list's pointer forward in
 * growing steps, so a long list costs the logarithm of the distance, not every place passed).
 */
function* intersection(lists: Int32Array[], after: number): Generator<number> {
  const [walked, ...others] = lists as [Int32Array, ...Int32Array[]];
  const pointers = others.map((list) => firstAbove(list, after));
  walk: for (let i = firstAbove(walked, after); i < walked.length; i++) {
    const at = walked[i]!;
    for (let o = 0; o < others.length; o++) {
      const list = others[o]!;
      const p = firstAtLeast(list, at, pointers[o]!);
      pointers[o] = p;
      if (p === list.length) return;
      if (list[p] !== at) continue walk;
    }
    yield at;
  }
}

/** The first index from `from` on of an ascending list whose value is at least `value`. */
function firstAtLeast(list: Int32Array, value: number, from: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < list.length && list[hi]! < value) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index of an ascending list whose value is above `after`. */
function firstAbove(list: ArrayLike<number>, after: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! > after) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The answer of GET /v1/cards from the copy, as handlers.ts writes it from the database: the first
 * `limit` matches after the card `afterId` (null: from the first), and a cursor when more follow. Null when
 * the copy cannot answer: a condition it does not test, or a cursor card it does not hold (its place in
 * the database's order is unknown here).
 */
export function answerFromSnapshot(
  s: Snapshot,
  k: Keyword,
  afterId: string | null,
  limit: number,
): string | null {
  if (!copyAnswers(k)) return null;
  const after = afterId === null ? -1 : s.place.get(afterId);
  if (after === undefined) return null;
  const tests = conditionsOf(s, k);
  const matches = (at: number) => tests.every((test) => test(at));
  const page: number[] = [];
  let more = false;
  const take = (at: number) => {
    if (!matches(at)) return false;
    if (page.length === limit) return (more = true);
    page.push(at);
    return false;
  };
  const lists = listsOf(s, k);
  if (lists.length === 0) {
    for (let at = after + 1; at < s.ids.length; at++) if (take(at)) break;
  } else {
    for (const at of intersection(lists, after)) if (take(at)) break;
  }
  const next = more ? JSON.stringify(encodeCursor(s.ids[page[page.length - 1]!]!)) : 'null';
  return `{"data":[${page.map((at) => s.json[at]).join(',')}],"next_cursor":${next}}`;
}
