import { useMutation } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { provideCalls } from '@carddogam/contract/calls/provide';
import { reportCalls } from '@carddogam/contract/calls/reports';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { showError } from '../../../lib/toast';
import { cropToUploadFile, type PixelArea } from '../lib/crop-image';
import { uploadProvideImage } from './provide';

/** Each dialog says its own thanks and closes itself, so it passes what to do after a report is in. */
interface ReportOptions {
  onSuccess: () => void;
}

/** 정보오류 제보하기 (§2.8). */
export function useBugReport({ onSuccess }: ReportOptions) {
  return useMutation({
    mutationFn: (params: CallParams<typeof reportCalls.bugInsert>) => callApi(reportCalls.bugInsert, params),
    onSuccess,
    onError: showError,
  });
}

/** 이미지 등록 신청 (§2.6): crops the picture, uploads it, then files the report with its stored path. */
export function useImageReport(cardId: string, { onSuccess }: ReportOptions) {
  return useMutation({
    mutationFn: async ({ image, edition, area }: { image: string; edition: Nation; area: PixelArea }) => {
      const file = await cropToUploadFile(image, area);
      const path = await uploadProvideImage(file, edition);
      return callApi(provideCalls.imageInsert, { card_id: cardId, card_nation: edition, image: path });
    },
    onSuccess,
    onError: showError,
  });
}

/** 정보 입력/수정 (§2.7). */
export function useInfoReport({ onSuccess }: ReportOptions) {
  return useMutation({
    mutationFn: (params: CallParams<typeof provideCalls.infoInsert>) =>
      callApi(provideCalls.infoInsert, params),
    onSuccess,
    onError: showError,
  });
}
