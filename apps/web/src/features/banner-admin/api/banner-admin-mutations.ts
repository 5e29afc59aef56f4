import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import {
  BANNER_ADMIN_MSG,
  BANNER_IMAGE_UPLOAD_PATH,
  bannerAdminCalls as calls,
  type bannerImageUploadResult,
} from '@carddogam/contract/calls/banner-admin';
import type { AdPlacement } from '@carddogam/contract/constants';
import { BANNER_MSG } from '@carddogam/contract/messages';
import { callApi, uploadFile } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { bannerKeys } from '../../banners';
import { bannerAdminKeys } from './keys';

export type BannerSave = CallParams<typeof calls.save>;

/** Stores the picture through the server's image pipeline and answers the stored file's name. */
export async function uploadBannerImage(file: File): Promise<string> {
  return (await uploadFile<typeof bannerImageUploadResult>(BANNER_IMAGE_UPLOAD_PATH, 'image', file)).file;
}

/**
 * Every banner write. Afterwards the back office's lists and the banners this browser shows (cached by
 * features/banners) are read again; other browsers read the server's rows on their next page load.
 */
export function useBannerAdminMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bannerAdminKeys.all }),
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
  const move = useMutation({
    mutationFn: (input: { id: number; direction: 'up' | 'down' }) => callApi(calls.move, input),
    onError: showError,
    onSettled: refresh,
  });
  const setShow = useMutation({
    mutationFn: (input: { type: AdPlacement; is_show: boolean }) => callApi(calls.setShow, input),
    onSuccess: ({ is_show }) => showSuccess(is_show ? BANNER_MSG.shown : BANNER_MSG.hidden),
    onError: showError,
    onSettled: refresh,
  });
  const setAdSlot = useMutation({
    mutationFn: (input: { type: AdPlacement; is_ads: boolean }) => callApi(calls.setAdSlot, input),
    onSuccess: ({ is_ads }) => showSuccess(is_ads ? BANNER_ADMIN_MSG.adSlotOn : BANNER_ADMIN_MSG.adSlotOff),
    onError: showError,
    onSettled: refresh,
  });
  return { save, remove, move, setShow, setAdSlot };
}
