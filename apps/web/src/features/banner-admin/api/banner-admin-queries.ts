import { queryOptions } from '@tanstack/react-query';
import { bannerAdminCalls as calls } from '@carddogam/contract/calls/banner-admin';
import type { AdPlacement } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { bannerAdminKeys } from './keys';

/** Staff screens read fresh on every visit. */
export const placementBannersQuery = (type: AdPlacement) =>
  queryOptions({
    queryKey: bannerAdminKeys.placement(type),
    queryFn: () => callApi(calls.list, { type }),
    staleTime: 0,
    meta: MEMBER_DATA,
  });

export const placementSettingsQuery = queryOptions({
  queryKey: bannerAdminKeys.placements,
  queryFn: () => callApi(calls.placements),
  staleTime: 0,
  meta: MEMBER_DATA,
});
