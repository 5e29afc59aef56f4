import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams, CallResult } from '@carddogam/contract/call';
import {
  BANNER_IMAGE_UPLOAD_PATH,
  bannerAdminCalls as calls,
  type bannerImageUploadResult,
} from '@carddogam/contract/calls/banner-admin';
import type { AdPlacement } from '@carddogam/contract/constants';
import { BANNER_MSG } from '@carddogam/contract/messages';
import { callApi, uploadFile } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { showError, showSuccess } from '../../../lib/toast';
import { bannerKeys } from '../../banners';
import { boardAdminKeys } from './keys';

export type PlacementBanners = CallResult<typeof calls.list>;
export type BannerSave = CallParams<typeof calls.save>;

export const placementBannersQuery = (placement: AdPlacement) =>
  queryOptions({
    queryKey: boardAdminKeys.banners(placement),
    queryFn: () => callApi(calls.list, { type: placement }),
    staleTime: 0,
    meta: MEMBER_DATA,
  });

/** Stores the picture through the server's image pipeline and answers the stored file's name. */
export async function uploadBannerImage(file: File): Promise<string> {
  return (await uploadFile<typeof bannerImageUploadResult>(BANNER_IMAGE_UPLOAD_PATH, 'image', file)).file;
}

/**
 * Saving, deleting and the placement switch. Afterwards this screen's list and the banners the site shows
 * (cached by features/banners) are read again, so 관리자 sees the change on the next page.
 */
export function useBannerMutations(placement: AdPlacement) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: boardAdminKeys.banners(placement) }),
      queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
    ]);
  const save = useMutation({
    mutationFn: (input: BannerSave) => callApi(calls.save, input),
    onSuccess: () => {
      showSuccess(BANNER_MSG.saved);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(calls.remove, { id }),
    onSuccess: () => showSuccess(BANNER_MSG.deleted),
    onError: showError,
    onSettled: refresh,
  });
  const setShow = useMutation({
    mutationFn: (isShow: boolean) => callApi(calls.setShow, { type: placement, is_show: isShow }),
    onSuccess: ({ is_show }) => showSuccess(is_show ? BANNER_MSG.shown : BANNER_MSG.hidden),
    onError: showError,
    onSettled: refresh,
  });
  return { save, remove, setShow };
}
