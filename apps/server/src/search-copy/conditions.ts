import { searchKeyword } from '@carddogam/contract/calls/search';
import {
  effectiveSupertype,
  hasTrigram,
  normaliseText,
  PART_TEXT_COLUMNS,
  pokedexNumberOf,
  queryGrams,
  type Keyword,
} from '../repositories/search-conditions';
import { editionKey, GRAM_SEPARATOR, type Columns, type Snapshot } from './snapshot';

/**
 * searchConditions() over the copy: the same matches for every condition the copy tests, so that an
 * answer from the copy equals the database's byte for byte (search-copy tests compare them).
 */

/** Keyword fields that are not conditions: the sort and paging, which the pages handle, and the reader. */
const NOT_CONDITIONS = new Set(['user_id', 'sort', 'page', 'page_size']);
/**
 * The conditions the copy tests. Left to the database: the artist's ILIKE (its case folding is the
 * database's) and the damage range, which reads card_attack; and any field added to the keyword later,
 * until the copy learns it.
 */
const TESTED = new Set([
  'nation',
  'supertype',
  'text_type',
  'text',
  'subtypes',
  'regulationMark',
  'types',
  'set',
  'rarity',
  'series',
  'hp_min',
  'hp_max',
  'weaknesses',
  'retreatCost',
  'resistances',
  'attacksCost',
  'isAbilityExist',
  'is_deck',
]);
const DEFAULTS = searchKeyword.parse({}) as Record<string, unknown>;
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether the copy tests every condition of the keyword; if not, the database answers the search. */
export function copyAnswers(k: Keyword): boolean {
  return Object.entries(k).every(
    ([key, value]) => TESTED.has(key) || NOT_CONDITIONS.has(key) || sameValue(value, DEFAULTS[key]),
  );
}

type Test = (at: number) => boolean;

/** Whether a card's stored grams hold every gram, each given between its two GRAM_SEPARATORs. */
const hasAllGrams = (joined: string, wrappedGrams: string[]) => wrappedGrams.every((g) => joined.includes(g));
const overlaps = (values: readonly string[], wanted: readonly string[]) =>
  values.some((v) => wanted.includes(v));

/** gramMatch(): with a trigram the database tests the LIKE alone; without one the stored grams too. */
function gramTest(norm: string[], grams: string[], text: string): Test {
  const q = normaliseText(text);
  if (hasTrigram(q)) return (at) => norm[at]!.includes(q);
  const wanted = queryGrams(q).map((g) => GRAM_SEPARATOR + g + GRAM_SEPARATOR);
  return (at) => norm[at]!.includes(q) && hasAllGrams(grams[at]!, wanted);
}

function textTest(c: Columns, k: Keyword): Test | null {
  const text = k.text.trim();
  if (!text) return null;
  switch (k.text_type) {
    case 'Pokédex number': {
      const dex = pokedexNumberOf(text);
      return dex === null ? () => false : (at) => c.pokedex[at]!.includes(dex);
    }
    case 'Card name':
      return gramTest(c.names_norm, c.name_grams, text);
    case 'All': {
      const name = gramTest(c.names_norm, c.name_grams, text);
      const part = gramTest(c.parts_norm, c.part_grams, text);
      return (at) => name(at) || part(at);
    }
    default: {
      // partMatches(): a lower-cased substring of the column (LIKE or strpos, both literal).
      const column = c[PART_TEXT_COLUMNS[k.text_type]];
      const q = text.toLowerCase();
      return (at) => column[at]!.includes(q);
    }
  }
}

/**
 * The keyword's conditions as tests of a card's place (searchConditions, condition by condition). Without
 * those that listsOf() gives a list for (`beyondLists`): a place on those lists passes them.
 */
function testsOf(s: Snapshot, k: Keyword, beyondLists = false): Test[] {
  const c = s.columns;
  const tests: Test[] = [];
  const supertype = effectiveSupertype(k);
  if (supertype !== 'ALL' && !beyondLists) tests.push((at) => c.supertype[at] === supertype);
  const text = textTest(c, k);
  if (text) tests.push(text);
  if (k.subtypes.length) tests.push((at) => overlaps(c.subtypes[at]!, k.subtypes));
  if (k.types.length && !(beyondLists && k.types.length === 1))
    tests.push((at) => overlaps(c.types[at]!, k.types));
  if (k.regulationMark.length) tests.push((at) => k.regulationMark.includes(c.regulation_mark[at]!));
  for (const key of ['set', 'rarity', 'series'] as const) {
    const value = k[key];
    if (value && value.name && !(beyondLists && key !== 'series')) {
      const column = c[`${key}_${value.nation}`];
      tests.push((at) => column[at] === value.name);
    }
  }
  const { hp_min: min, hp_max: max } = k;
  if (min != null) tests.push((at) => c.hp[at] != null && c.hp[at]! >= min);
  if (max != null) tests.push((at) => c.hp[at] != null && c.hp[at]! <= max);
  if (k.weaknesses.length) tests.push((at) => overlaps(c.weakness_types[at]!, k.weaknesses));
  if (k.resistances.length) tests.push((at) => overlaps(c.resistance_types[at]!, k.resistances));
  const { retreatCost, attacksCost, isAbilityExist } = k;
  if (retreatCost != null) tests.push((at) => c.retreat_count[at] === retreatCost);
  if (attacksCost != null) tests.push((at) => c.attack_costs[at]!.includes(attacksCost));
  if (isAbilityExist != null) tests.push((at) => c.has_ability[at] === isAbilityExist);
  return tests;
}

const NONE = new Int32Array(0);

/**
 * The lists of places every match is on, shortest first: the places of each character pair of a name
 * text, of the supertype, of a single type, of the set and of the rarity. Empty when there are none.
 */
function listsOf(s: Snapshot, k: Keyword): Int32Array[] {
  const lists: Int32Array[] = [];
  if (k.text_type === 'All' || k.text_type === 'Card name') {
    // names_norm and parts_norm hold every match of these two: each pair of the text is on its card.
    const q = normaliseText(k.text.trim());
    if ([...q].length > 1) for (const pair of queryGrams(q)) lists.push(s.pairs.get(pair) ?? NONE);
  }
  const supertype = effectiveSupertype(k);
  if (supertype !== 'ALL') lists.push(s.bySupertype.get(supertype) ?? NONE);
  if (k.types.length === 1) lists.push(s.byType.get(k.types[0]!) ?? NONE);
  if (k.set?.name) lists.push(s.bySet.get(editionKey(k.set.nation, k.set.name)) ?? NONE);
  if (k.rarity?.name) lists.push(s.byRarity.get(editionKey(k.rarity.nation, k.rarity.name)) ?? NONE);
  return lists.sort((a, b) => a.length - b.length);
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

/**
 * Up to `limit` places after `after` on every list that pass `matches`, ascending: the shortest list
 * walked, the others followed alongside it (each pointer moves forward in growing steps, so a long list
 * costs the logarithm of the distance, not every place passed). Plain loops: this runs for every search.
 */
function collectFromLists(lists: Int32Array[], after: number, limit: number, matches: Test): number[] {
  const found: number[] = [];
  const [walked, ...others] = lists as [Int32Array, ...Int32Array[]];
  const pointers = others.map((list) => firstAtLeast(list, after + 1, 0));
  walk: for (let i = firstAtLeast(walked, after + 1, 0); i < walked.length; i++) {
    const at = walked[i]!;
    for (let o = 0; o < others.length; o++) {
      const list = others[o]!;
      const p = firstAtLeast(list, at, pointers[o]!);
      pointers[o] = p;
      if (p === list.length) return found;
      if (list[p] !== at) continue walk;
    }
    if (matches(at)) {
      found.push(at);
      if (found.length === limit) return found;
    }
  }
  return found;
}

/** A test of one place for all the keyword's conditions, and the places matching them in ascending order. */
export interface Matcher {
  matches: Test;
  /** Up to `limit` matching places after `after` (-1: from the first), ascending. */
  collect(after: number, limit: number): number[];
}

/** The matcher of a keyword the copy answers (copyAnswers). */
export function matcherOf(s: Snapshot, k: Keyword): Matcher {
  const all = (tests: Test[]) => (at: number) => {
    for (let i = 0; i < tests.length; i++) if (!tests[i]!(at)) return false;
    return true;
  };
  const matches = all(testsOf(s, k));
  const lists = listsOf(s, k);
  const matchesOnLists = all(testsOf(s, k, true));
  return {
    matches,
    collect(after, limit) {
      if (lists.length > 0) return collectFromLists(lists, after, limit, matchesOnLists);
      const found: number[] = [];
      for (let at = after + 1; at < s.ids.length && found.length < limit; at++)
        if (matches(at)) found.push(at);
      return found;
    },
  };
}
