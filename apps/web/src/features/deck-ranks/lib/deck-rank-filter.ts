import type { CallParams } from '@carddogam/contract/call';
import type { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { DIVISIONS, type Division } from '@carddogam/contract/calls/official-league';

/**
 * The filters of the deck-rank pages as the URL keeps them. A missing period means the server's default
 * (the last 3 months), which its answer names; the division and the event type are optional too.
 */
export interface DeckRankFilter {
  from: string | null;
  to: string | null;
  division: Division | null;
  typeId: number | null;
}

export type DeckRankCallFilter = CallParams<typeof deckRankCalls.list>;

export const EMPTY_FILTER: DeckRankFilter = { from: null, to: null, division: null, typeId: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDivision = (value: string | null): value is Division =>
  (DIVISIONS as readonly (string | null)[]).includes(value);

function positiveId(raw: string | null): number | null {
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** Reads the filter from the address; a malformed value is dropped rather than sent. */
export function filterFromParams(params: URLSearchParams): DeckRankFilter {
  const day = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return DAY.test(value) ? value : null;
  };
  const division = params.get('division');
  return {
    from: day('from'),
    to: day('to'),
    division: isDivision(division) ? division : null,
    typeId: positiveId(params.get('type_id')),
  };
}

type Period = { from: string | null; to: string | null };

/**
 * The period the filter form applies: none while the address named none and the reader left the server's
 * default as shown (so the address keeps meaning "the last 3 months" as days go by), else both days as
 * the fields show them.
 */
export function periodToApply(
  named: Period,
  shown: Period,
  serverPeriod: { from: string; to: string } | null,
): Period {
  const untouched =
    named.from === null &&
    named.to === null &&
    serverPeriod !== null &&
    shown.from === serverPeriod.from &&
    shown.to === serverPeriod.to;
  return untouched ? { from: null, to: null } : { from: shown.from, to: shown.to };
}

/** The filter as address parameters, leaving out what is not chosen. */
export function filterToParams(filter: DeckRankFilter): [string, string][] {
  const entries: [string, string][] = [];
  if (filter.from) entries.push(['from', filter.from]);
  if (filter.to) entries.push(['to', filter.to]);
  if (filter.division) entries.push(['division', filter.division]);
  if (filter.typeId !== null) entries.push(['type_id', String(filter.typeId)]);
  return entries;
}

/** The filter as the deck-rank calls take it. */
export function callFilterOf(filter: DeckRankFilter): DeckRankCallFilter {
  return {
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.division ? { division: filter.division } : {}),
    ...(filter.typeId !== null ? { type_id: filter.typeId } : {}),
  };
}

/** An archetype's page under the same filter, so the reader keeps the period and division they chose. */
export function deckRankDetailHref(id: number, filter: DeckRankFilter): string {
  return `/official_league/deck_rank/detail?${new URLSearchParams([['id', String(id)], ...filterToParams(filter)]).toString()}`;
}

export function deckRankListHref(filter: DeckRankFilter): string {
  const search = new URLSearchParams(filterToParams(filter)).toString();
  return `/official_league/deck_rank/list${search ? `?${search}` : ''}`;
}
