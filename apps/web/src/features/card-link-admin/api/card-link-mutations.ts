import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardLinkCalls as calls } from '@carddogam/contract/calls/card-links';
import {
  IMAGE_MATCH_UPLOAD_PATH,
  imageMatchCalls,
  type ImageMatchBatch,
} from '@carddogam/contract/calls/image-match';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { ApiError, callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { cardLinkKeys } from './card-link-queries';

/** Every write of these screens tells what it did and refreshes the lists it changed. */
function useCardLinkWrite<P, R extends { message: string }>(write: (params: P) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result) => {
      showSuccess(result.message);
      return queryClient.invalidateQueries({ queryKey: cardLinkKeys.all });
    },
    onError: showError,
  });
}

export const useFindProposals = () => useCardLinkWrite(() => callApi(calls.findProposals));
export const useConfirmProposal = () => useCardLinkWrite((id: number) => callApi(calls.confirm, { id }));
export const useRejectProposal = () => useCardLinkWrite((id: number) => callApi(calls.reject, { id }));
export const useSetImageCard = () =>
  useCardLinkWrite((p: { id: number; card_id: string }) => callApi(imageMatchCalls.setCard, p));
export const useDropImage = () => useCardLinkWrite((id: number) => callApi(imageMatchCalls.drop, { id }));
export const useApplyImages = () =>
  useCardLinkWrite((batchId: string) => callApi(imageMatchCalls.apply, { batch_id: batchId }));

/** The batch upload: many files (or one zip) in one multipart request. */
export async function uploadImageBatch(nation: Nation, files: File[]): Promise<ImageMatchBatch> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${IMAGE_MATCH_UPLOAD_PATH}${nation}`, {
      method: 'POST',
      credentials: 'include',
      body: form,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.');
  }
  const body = (await response.json().catch(() => null)) as
    (ImageMatchBatch & { error?: { message?: string } }) | null;
  if (!response.ok)
    throw new ApiError(response.status, 'BAD_REQUEST', body?.error?.message ?? MSG.serverError);
  return body!;
}

export function useUploadImageBatch(onDone: (batch: ImageMatchBatch) => void) {
  return useMutation({
    mutationFn: ({ nation, files }: { nation: Nation; files: File[] }) => uploadImageBatch(nation, files),
    onSuccess: onDone,
    onError: showError,
  });
}
