import { queryOptions } from '@tanstack/react-query';
import { referenceCalls } from '@carddogam/contract/calls/reference';
import { searchSettingCalls } from '@carddogam/contract/calls/site-settings';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { cardSearchKeys } from './keys';

/** The §7.2 lists behind the search filters. They change only when staff add sets, so they are kept long. */
const REFERENCE_STALE_MS = 30 * 60_000;

const SERIES_CALLS = {
  kr: referenceCalls.seriesKr,
  en: referenceCalls.seriesEn,
  jp: referenceCalls.seriesJp,
} as const;

/** Each name once: the server lists them so, and a select given a name twice refuses to render. */
export const setNamesQuery = (nation: Nation) =>
  queryOptions({
    queryKey: cardSearchKeys.reference('sets', nation),
    queryFn: async () => [...new Set((await callApi(referenceCalls.sets, { nation })).map((s) => s.name))],
    staleTime: REFERENCE_STALE_MS,
  });

export const seriesNamesQuery = (nation: Nation) =>
  queryOptions({
    queryKey: cardSearchKeys.reference('series', nation),
    queryFn: async () => (await callApi(SERIES_CALLS[nation])).map((s) => s.series),
    staleTime: REFERENCE_STALE_MS,
  });

export const rarityMapQuery = queryOptions({
  queryKey: cardSearchKeys.reference('rarity'),
  queryFn: () => callApi(referenceCalls.rarity),
  staleTime: REFERENCE_STALE_MS,
});

export const supertypeListQuery = queryOptions({
  queryKey: cardSearchKeys.reference('supertype-list'),
  queryFn: () => callApi(referenceCalls.supertypeList),
  staleTime: REFERENCE_STALE_MS,
});

export const regulationMarksQuery = queryOptions({
  queryKey: cardSearchKeys.reference('regulation-marks'),
  queryFn: async () => (await callApi(referenceCalls.regulationMarks)).map((m) => m.regulation_mark),
  staleTime: REFERENCE_STALE_MS,
});

/** The set an empty search starts on (§2.19): fetched anew on each visit, as new sets arrive. */
export const firstSetQuery = queryOptions({
  queryKey: cardSearchKeys.reference('first-set'),
  queryFn: async () => (await callApi(referenceCalls.firstSet))[0]?.set_name ?? null,
  staleTime: 0,
});

/** The regulation marks staff set for the empty page's automatic search (/admin/search/basic). */
export const searchDefaultMarksQuery = queryOptions({
  queryKey: cardSearchKeys.reference('search-default-marks'),
  queryFn: async () => (await callApi(searchSettingCalls.defaults)).regulation_marks,
  staleTime: 0,
});
