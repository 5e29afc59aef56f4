import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { referenceCalls } from '@carddogam/contract/calls/reference';
import { deckSettingCalls, searchSettingCalls } from '@carddogam/contract/calls/site-settings';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { settingsKeys } from './keys';

/** Staff lists: what a staff member may see goes when they log out. */
const staffList = { meta: MEMBER_DATA, staleTime: 0 } as const;

export const searchBasicQuery = queryOptions({
  queryKey: settingsKeys.searchBasic,
  queryFn: () => callApi(searchSettingCalls.basicRead),
  ...staffList,
});

export const supertypesQuery = queryOptions({
  queryKey: settingsKeys.supertypes,
  queryFn: () => callApi(searchSettingCalls.supertypeList),
  ...staffList,
});

export const noticesAdminQuery = queryOptions({
  queryKey: settingsKeys.notices,
  queryFn: () => callApi(deckSettingCalls.noticeAdminList),
  ...staffList,
});

export const tagsAdminQuery = queryOptions({
  queryKey: settingsKeys.tags,
  queryFn: () => callApi(deckSettingCalls.tagAdminList),
  ...staffList,
});

export const seasonsAdminQuery = queryOptions({
  queryKey: settingsKeys.seasons,
  queryFn: () => callApi(deckSettingCalls.seasonAdminList),
  ...staffList,
});

export const rotationsQuery = queryOptions({
  queryKey: settingsKeys.rotations,
  queryFn: () => callApi(deckSettingCalls.rotations),
  ...staffList,
});

export const PTCGL_PAGE_SIZE = 50;

export const ptcglQuery = (filter: { page: number; text: string; missingOnly: boolean }) =>
  queryOptions({
    queryKey: settingsKeys.ptcglPage(filter),
    queryFn: () =>
      callApi(deckSettingCalls.ptcglList, {
        page: filter.page,
        size: PTCGL_PAGE_SIZE,
        text: filter.text,
        missing_only: filter.missingOnly,
      }),
    placeholderData: keepPreviousData,
    ...staffList,
  });

export const marksQuery = queryOptions({
  queryKey: settingsKeys.marks,
  queryFn: () => callApi(deckSettingCalls.marks),
  ...staffList,
});

/** The notices shown above the deck list and the builder. */
export const shownNoticesQuery = queryOptions({
  queryKey: settingsKeys.shownNotices,
  queryFn: () => callApi(deckSettingCalls.notices),
  staleTime: 5 * 60_000,
});

export const shownTagsQuery = queryOptions({
  queryKey: settingsKeys.shownTags,
  queryFn: async () => (await callApi(deckSettingCalls.tags)).map((t) => t.name),
  staleTime: 5 * 60_000,
});

export const shownSeasonsQuery = queryOptions({
  queryKey: settingsKeys.shownSeasons,
  queryFn: async () => (await callApi(deckSettingCalls.seasons)).map((s) => s.name),
  staleTime: 5 * 60_000,
});

/** The builder's cards against the standard rotation in force. */
export const standardCheckQuery = (cardIds: readonly string[]) =>
  queryOptions({
    queryKey: settingsKeys.standardCheck(cardIds),
    queryFn: () => callApi(deckSettingCalls.standardCheck, { card_ids: [...cardIds] }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Korean set names for the first-set choice (§7.2, newest first). */
export const krSetNamesQuery = queryOptions({
  queryKey: [...settingsKeys.searchBasic, 'kr-sets'] as const,
  queryFn: async () => [
    ...new Set((await callApi(referenceCalls.sets, { nation: 'kr' })).map((s) => s.name)),
  ],
  staleTime: 5 * 60_000,
});
