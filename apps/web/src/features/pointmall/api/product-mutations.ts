import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import {
  pointmallCalls,
  POINTMALL_IMAGE_UPLOAD_PATH,
  type pointmallImageUploadResult,
} from '@carddogam/contract/calls/pointmall';
import { callApi, uploadFile } from '../../../lib/api';
import { pointmallKeys } from './keys';

type ProductSave = CallParams<typeof pointmallCalls.insert> & { id?: number };

/** Creates a product (no id) or changes one; afterwards every product answer is asked for again. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: ProductSave) =>
      id === undefined
        ? callApi(pointmallCalls.insert, fields)
        : callApi(pointmallCalls.update, { id, ...fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointmallKeys.products }),
  });
}

export function useSetProductShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { id: number; is_show: boolean }) => callApi(pointmallCalls.setShow, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointmallKeys.products }),
  });
}

export function useSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => callApi(pointmallCalls.guideSave, { content }),
    onSuccess: (saved) => queryClient.setQueryData(pointmallKeys.guide, saved),
  });
}

/** Sends one picture as multipart; the server answers the address of its re-encoded copy. */
export async function uploadProductImage(file: File): Promise<string> {
  return (await uploadFile<typeof pointmallImageUploadResult>(POINTMALL_IMAGE_UPLOAD_PATH, 'file', file)).url;
}
