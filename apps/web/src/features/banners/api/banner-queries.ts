import { queryOptions } from '@tanstack/react-query';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { callApi } from '../../../lib/api';
import { bannerKeys } from './keys';

/** Staff change banners rarely; ten minutes keeps page changes from asking again and again. */
const BANNER_STALE_MS = 10 * 60_000;

export const bannerQuery = (placement: string) =>
  queryOptions({
    queryKey: bannerKeys.placement(placement),
    queryFn: () => callApi(applicationCalls.banner, { type: placement }),
    staleTime: BANNER_STALE_MS,
  });

/** The ads-banner settings loaded at start (§2.1): which placements show a banner. */
export const adsSettingsQuery = queryOptions({
  queryKey: bannerKeys.adsSettings,
  queryFn: () => callApi(applicationCalls.adsBanner),
  staleTime: BANNER_STALE_MS,
});
