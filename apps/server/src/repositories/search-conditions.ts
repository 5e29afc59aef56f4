import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { searchKeyword } from '@carddogam/contract/calls/search';
import type { z } from 'zod';

/** Turns a §3 search keyword into SQL conditions over card_search (alias s). Only whitelisted columns. */

export type Keyword = z.output<typeof searchKeyword>;

const EDITION_COLUMN = {
  set: { kr: sql.raw('s.set_kr'), en: sql.raw('s.set_en'), jp: sql.raw('s.set_jp') },
  rarity: { kr: sql.raw('s.rarity_kr'), en: sql.raw('s.rarity_en'), jp: sql.raw('s.rarity_jp') },
  series: { kr: sql.raw('s.series_kr'), en: sql.raw('s.series_en'), jp: sql.raw('s.series_jp') },
} as const;

/** Lower-case without whitespace: the form names are stored in for the gram search (decision 003). */
export function normaliseText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** Escapes LIKE wildcards so that '%' or '_' typed by a user match themselves. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The grams a row must contain to possibly match: the bigrams of the text, or the text itself when it is
 * one character. Unigrams of longer texts are left out: they are implied and would only slow the index.
 */
export function queryGrams(normalised: string): string[] {
  const chars = [...normalised];
  if (chars.length <= 1) return chars;
  return [...new Set(chars.slice(1).map((c, i) => chars[i] + c))];
}

/**
 * Whether pg_trgm can make a trigram of the text: it needs three letters or digits in a row (it splits
 * words at every other character). A LIKE without one would make the trigram index read every entry, and
 * a prepared statement's generic plan takes that index whatever the text is (decision 031).
 */
export function hasTrigram(text: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(text);
}

/**
 * Where a condition is used, which decides the index that should answer a trigram match:
 * - 'full': every match is read (sorted, or the walk's test of each row): the GIN trigram indexes.
 * - 'capped': the count that stops at the pager's cap (card-list.ts). The match is written under the C
 *   collation, which only the GiST trigram indexes carry (migration 0028): their index scan stops at the
 *   cap, where a GIN bitmap first gathers every match ('discard': 3,088 cards, 0.97 ms against 0.36 ms).
 *   LIKE answers the same under both collations: it compares characters, not their sort order.
 */
export type ConditionForm = 'full' | 'capped';

/**
 * A LIKE of the escaped text anywhere in the column, in the given form. The capped form also says the
 * column is not empty (which a text of three characters implies): the GiST indexes leave empty values out,
 * and the planner uses such an index only for a statement that states its condition.
 */
function likeAnywhere(column: SQL, text: string, form: ConditionForm): SQL {
  const pattern = `%${likeEscape(text)}%`;
  return form === 'capped'
    ? sql`(${column} <> '' and ${column} collate "C" like ${pattern})`
    : sql`${column} like ${pattern}`;
}

/**
 * A substring match over one of the gram/norm column pairs. With a trigram the LIKE alone is enough: the
 * trigram index on the norm column answers it, and trigrams are far more selective than our bigrams
 * (Latin bigrams such as 'ar' occur in thousands of names). Shorter texts have none, so the bigram/unigram
 * containment (GIN) narrows the rows and strpos rechecks them; strpos rather than LIKE, so that no plan
 * can answer it from the trigram index.
 */
function gramMatch(grams: SQL, norm: SQL, text: string, form: ConditionForm): SQL {
  const q = normaliseText(text);
  if (hasTrigram(q)) return likeAnywhere(norm, q, form);
  return sql`(${grams} @> ${sql.param(queryGrams(q))}::text[] and strpos(${norm}, ${q}) > 0)`;
}

/** Any of the three names of the card contains the text. */
export function nameMatches(text: string, form: ConditionForm = 'full'): SQL {
  return gramMatch(sql.raw('s.name_grams'), sql.raw('s.names_norm'), text, form);
}

/** Any ability or attack name of the card, in any edition, contains the text (no GiST index: 'full'). */
function partNameMatches(text: string): SQL {
  return gramMatch(sql.raw('s.part_grams'), sql.raw('s.parts_norm'), text, 'full');
}

/** The lower-cased card_search column each ability and attack text type searches. */
export const PART_TEXT_COLUMNS = {
  'Ability name': 'ability_names',
  'Ability text': 'ability_texts',
  'Attack name': 'attack_names',
  'Attack text': 'attack_texts',
} as const;
type PartTextType = keyof typeof PART_TEXT_COLUMNS;

/** The Pokédex number a 'Pokédex number' search names, or null when its text names none. */
export function pokedexNumberOf(text: string): number | null {
  const dex = Number(text);
  return Number.isInteger(dex) && dex > 0 && dex < 100_000 ? dex : null;
}

/**
 * A substring of one of the lower-cased part columns of card_search: the trigram index answers it when the
 * text has a trigram; otherwise strpos reads the column of every row (see gramMatch).
 */
function partMatches(type: PartTextType, text: string, form: ConditionForm): SQL {
  const q = text.toLowerCase();
  const col = sql.raw(`s.${PART_TEXT_COLUMNS[type]}`);
  return hasTrigram(q) ? likeAnywhere(col, q, form) : sql`strpos(${col}, ${q}) > 0`;
}

function textCondition(k: Keyword, form: ConditionForm): SQL | null {
  const text = k.text.trim();
  if (!text) return null;
  switch (k.text_type) {
    case 'Pokédex number': {
      const dex = pokedexNumberOf(text);
      return dex === null ? sql`false` : sql`s.pokedex @> array[${dex}::int]`;
    }
    case 'Card name':
      return nameMatches(text, form);
    case 'All':
      // Names, and the names of abilities and attacks; long rule texts only through their own text types.
      // Always the full form: an index scan cannot answer an OR, and GiST bitmaps are slower than GIN's.
      return sql`(${nameMatches(text)} or ${partNameMatches(text)})`;
    default:
      return partMatches(k.text_type, text, form);
  }
}

/** The filters that only make sense for Pokémon (§2.19): any of them forces supertype Pokémon. */
export function hasPokemonOnlyFilter(k: Keyword): boolean {
  return (
    k.hp_min != null ||
    k.hp_max != null ||
    k.damage_min != null ||
    k.damage_max != null ||
    k.retreatCost != null ||
    k.attacksCost != null ||
    k.weaknesses.length > 0 ||
    k.resistances.length > 0 ||
    k.isAbilityExist != null
  );
}

export function effectiveSupertype(k: Keyword): Keyword['supertype'] {
  return hasPokemonOnlyFilter(k) || k.is_deck ? 'Pokémon' : k.supertype;
}

/** A list as one parameter, so that the statement's text does not change with the list's length. */
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** What the caller knows of the values that a generic plan cannot see. */
export interface SearchPlanHints {
  /**
   * false for an HP range that most cards fall in (hp-shares.ts): it is then tested on the rows the other
   * filters find, not read through its index. `s.hp + 0` keeps the planner off the index, and the text
   * differs, so each form gets its own prepared plan.
   */
  hpIndexed?: boolean;
}

export function searchConditions(
  k: Keyword,
  hints: SearchPlanHints = {},
  form: ConditionForm = 'full',
): SQL[] {
  const where: SQL[] = [];
  const supertype = effectiveSupertype(k);
  if (supertype !== 'ALL') where.push(sql`s.supertype = ${supertype}`);
  const text = textCondition(k, form);
  if (text) where.push(text);
  if (k.subtypes.length) where.push(sql`s.subtypes && ${textArray(k.subtypes)}`);
  if (k.types.length) where.push(sql`s.types && ${textArray(k.types)}`);
  if (k.regulationMark.length) where.push(sql`s.regulation_mark = any(${textArray(k.regulationMark)})`);
  for (const key of ['set', 'rarity', 'series'] as const) {
    const value = k[key];
    if (value && value.name) where.push(sql`${EDITION_COLUMN[key][value.nation]} = ${value.name}`);
  }
  if (k.artist.trim()) where.push(sql`s.artist ilike ${`%${likeEscape(k.artist.trim())}%`}`);
  const hp = hints.hpIndexed === false ? sql.raw('(s.hp + 0)') : sql.raw('s.hp');
  if (k.hp_min != null) where.push(sql`${hp} >= ${k.hp_min}`);
  if (k.hp_max != null) where.push(sql`${hp} <= ${k.hp_max}`);
  if (k.weaknesses.length) where.push(sql`s.weakness_types && ${textArray(k.weaknesses)}`);
  if (k.resistances.length) where.push(sql`s.resistance_types && ${textArray(k.resistances)}`);
  if (k.retreatCost != null) where.push(sql`s.retreat_count = ${k.retreatCost}`);
  if (k.attacksCost != null) where.push(sql`s.attack_costs @> array[${k.attacksCost}::int]`);
  if (k.isAbilityExist != null) where.push(sql`s.has_ability = ${k.isAbilityExist}`);
  if (k.damage_min != null || k.damage_max != null) {
    where.push(sql`exists (select 1 from card_attack a where a.card_id = s.card_id
      and a.damage_value between ${k.damage_min ?? 0} and ${k.damage_max ?? 1_000_000})`);
  }
  return where;
}

/** The editions a sort falls back to when the search nation's edition has no value, in order. */
export const SORT_FALLBACK: Record<Nation, Nation[]> = {
  kr: ['kr', 'en', 'jp'],
  en: ['en', 'jp'],
  jp: ['jp', 'en'],
};

/**
 * The release date and number a card sorts by in a nation's search. Written exactly as the expressions of
 * the card_search_order_*_idx indexes, which the default sort walks (card-list.ts).
 */
function sortKeys(nation: Nation): { release: SQL; number: SQL } {
  const of = (column: string) => SORT_FALLBACK[nation].map((n) => `s.${column}_${n}`).join(', ');
  return {
    release: sql.raw(`coalesce(${of('release')})`),
    number: sql.raw(`coalesce(${of('number_sort')})`),
  };
}

/** ORDER BY for a sort, in the edition of the search nation (falling back to the others for ordering). */
export function searchOrder(sort: Keyword['sort'], nation: Nation): SQL {
  const { release, number } = sortKeys(nation);
  const rating = sql.raw(`coalesce(r.${nation}_avg, 0)`);
  switch (sort) {
    case 'release_desc':
      return sql`${release} desc nulls last, ${number} asc nulls last, s.card_id`;
    case 'release_asc':
      return sql`${release} asc nulls last, ${number} asc nulls last, s.card_id`;
    case 'number_asc':
      return sql`${number} asc nulls last, s.card_id`;
    case 'number_desc':
      return sql`${number} desc nulls last, s.card_id`;
    case 'hp_desc':
      return sql`s.hp desc nulls last, s.card_id`;
    case 'hp_asc':
      return sql`s.hp asc nulls last, s.card_id`;
    case 'rating_desc':
      return sql`${rating} desc, ${release} desc nulls last, s.card_id`;
    case 'rating_asc':
      return sql`${rating} asc, ${release} desc nulls last, s.card_id`;
  }
}
