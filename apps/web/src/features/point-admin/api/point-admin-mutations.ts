import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { pointCalls } from '@carddogam/contract/calls/points';
import { callApi } from '../../../lib/api';
import { mypageKeys } from '../../mypage';
import { pointAdminKeys } from './keys';

/** A changed setting shows on this screen and on the public guide (/policy/pointguide). */
function useRefreshSettings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pointAdminKeys.settings }),
      queryClient.invalidateQueries({ queryKey: mypageKeys.pointGuide }),
    ]);
}

export function useSaveSetting() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: (params: CallParams<typeof pointCalls.adminSettingSave>) =>
      callApi(pointCalls.adminSettingSave, params),
    onSuccess: refresh,
  });
}

export function useDeleteSetting() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: (id: number) => callApi(pointCalls.adminSettingDelete, { id }),
    onSuccess: refresh,
  });
}

export function useManualPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<typeof pointCalls.adminManual>) =>
      callApi(pointCalls.adminManual, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointAdminKeys.all }),
  });
}
