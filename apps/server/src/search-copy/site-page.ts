import type { Nation } from '@carddogam/contract/constants';
import { searchCountCap, WALK_ROWS_PER_CARD, type FoundPage } from '../repositories/card-list';
import { SORT_FALLBACK, type Keyword } from '../repositories/search-conditions';
import { copyAnswers, matcherOf } from './conditions';
import type { Snapshot } from './snapshot';

/**
 * The site's card search (§2.19) from the copy: the page's cards, their total and whether it is capped,
 * decided exactly as searchQuery() (repositories/card-list.ts) decides them, including where its walk of
 * the newest cards gives up. The rows' JSON is then written by the database from the cards' stored heads
 * and live ratings (searchRowsJson), so only the finding moves here.
 */

type CopySort = Exclude<Keyword['sort'], 'rating_desc' | 'rating_asc'>;

/** Places in a sort's order, and each place's rank in it. */
interface Order {
  sorted: Int32Array;
  rank: Int32Array;
}

function ascNullsLast<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
const descNullsLast = <T extends string | number>(a: T | null, b: T | null): number =>
  a === null || b === null ? ascNullsLast(a, b) : ascNullsLast(b, a);

/** The first non-null value of the nation's fallback editions, as sortKeys() coalesces them. */
function coalesced<T>(s: Snapshot, nation: Nation, column: (n: Nation) => (T | null)[]): (T | null)[] {
  const columns = SORT_FALLBACK[nation].map(column);
  return s.ids.map((_, at) => {
    for (const values of columns) if (values[at] != null) return values[at]!;
    return null;
  });
}

/** searchOrder() as a comparison of two places; the card id comes last, which is the place itself. */
function comparison(s: Snapshot, nation: Nation, sort: CopySort): (a: number, b: number) => number {
  const hp = s.columns.hp;
  if (sort === 'hp_desc') return (a, b) => descNullsLast(hp[a]!, hp[b]!) || a - b;
  if (sort === 'hp_asc') return (a, b) => ascNullsLast(hp[a]!, hp[b]!) || a - b;
  const number = coalesced(s, nation, (n) => s.columns[`number_sort_${n}`]);
  if (sort === 'number_asc') return (a, b) => ascNullsLast(number[a]!, number[b]!) || a - b;
  if (sort === 'number_desc') return (a, b) => descNullsLast(number[a]!, number[b]!) || a - b;
  const release = coalesced(s, nation, (n) => s.columns[`release_${n}`]);
  const byRelease = sort === 'release_desc' ? descNullsLast : ascNullsLast;
  return (a, b) => byRelease(release[a]!, release[b]!) || ascNullsLast(number[a]!, number[b]!) || a - b;
}

/** Each sort's order of a copy, made when first asked for (a sort of every card, tens of milliseconds). */
const orders = new WeakMap<Snapshot, Map<string, Order>>();

function orderOf(s: Snapshot, nation: Nation, sort: CopySort): Order {
  let ofSnapshot = orders.get(s);
  if (!ofSnapshot) orders.set(s, (ofSnapshot = new Map()));
  const key = `${nation}:${sort}`;
  let order = ofSnapshot.get(key);
  if (!order) {
    const sorted = Int32Array.from(s.ids.keys()).sort(comparison(s, nation, sort));
    const rank = new Int32Array(sorted.length);
    sorted.forEach((at, i) => (rank[at] = i));
    order = { sorted, rank };
    ofSnapshot.set(key, order);
  }
  return order;
}

/** Above this many matches, the sort order is walked for them rather than the matches sorted. */
const SORT_AT_MOST = 2000;

/** The places of `matches` in the order, from the offset-th on, at most `size`. */
function sortedSlice(order: Order, matches: number[], offset: number, size: number): number[] {
  if (matches.length <= SORT_AT_MOST)
    return matches.sort((a, b) => order.rank[a]! - order.rank[b]!).slice(offset, offset + size);
  const isMatch = new Uint8Array(order.sorted.length);
  for (const at of matches) isMatch[at] = 1;
  const page: number[] = [];
  let seen = 0;
  for (const at of order.sorted) {
    if (!isMatch[at]) continue;
    if (seen++ < offset) continue;
    page.push(at);
    if (page.length === size) break;
  }
  return page;
}

/**
 * One page of the search from the copy, or null when the copy cannot find it: a condition it does not
 * test, or a sort by rating (ratings change with every review; the database sorts them).
 */
export function sitePageFromCopy(s: Snapshot, nation: Nation, k: Keyword): FoundPage | null {
  if (!copyAnswers(k) || k.sort === 'rating_desc' || k.sort === 'rating_asc') return null;
  const offset = (k.page - 1) * k.page_size;
  const wanted = offset + k.page_size;
  const cap = searchCountCap(k.page, k.page_size);
  const matcher = matcherOf(s, k);
  const found = (page: number[], total: number, capped: boolean): FoundPage => ({
    ids: page.map((at) => s.ids[at]!),
    total,
    capped,
  });

  // Counted to the cap first, as the statement's `matched` step does.
  const matches = matcher.collect(-1, cap);
  if (matches.length === cap && k.sort === 'release_desc') {
    // Many matches: the newest cards are walked, within the statement's budget, to fill the page.
    const { sorted } = orderOf(s, nation, 'release_desc');
    const walked: number[] = [];
    const budget = Math.min(sorted.length, wanted * WALK_ROWS_PER_CARD);
    for (let i = 0; i < budget && walked.length < wanted; i++)
      if (matcher.matches(sorted[i]!)) walked.push(sorted[i]!);
    if (walked.length === wanted) return found(walked.slice(offset), cap, true);
  }
  if (matches.length === cap) for (const at of matcher.collect(matches[cap - 1]!, Infinity)) matches.push(at);
  const page = sortedSlice(orderOf(s, nation, k.sort), matches, offset, k.page_size);
  return found(page, matches.length, false);
}
