import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import {
  contactCalls,
  INQUIRY_IMAGE_UPLOAD_PATH,
  type inquiryImageUploadResult,
} from '@carddogam/contract/calls/contact';
import { callApi, uploadFile } from '../../../lib/api';
import { contactKeys } from './keys';

export function useWriteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<typeof contactCalls.write>) => callApi(contactCalls.write, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** The staff answer; the asker's alarm and mail come from the server. */
export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<typeof contactCalls.answer>) => callApi(contactCalls.answer, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** Sends one image as multipart; the server answers the address of its re-encoded copy. */
export async function uploadInquiryImage(file: File): Promise<string> {
  return (await uploadFile<typeof inquiryImageUploadResult>(INQUIRY_IMAGE_UPLOAD_PATH, 'file', file)).url;
}
