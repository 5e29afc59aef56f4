import { PROVIDE_IMAGE_UPLOAD_PATH, provideImageUploadResult } from '@carddogam/contract/calls/provide';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { ApiError } from '../../../lib/api';

/** §2.6 step 1: sends the image as multipart with card_nation in the query; answers the stored path. */
export async function uploadProvideImage(file: File, nation: Nation): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  let response: Response;
  try {
    response = await fetch(`${PROVIDE_IMAGE_UPLOAD_PATH}?card_nation=${nation}`, {
      method: 'POST',
      credentials: 'include',
      body: form,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.');
  }
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok)
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? MSG.serverError,
    );
  return provideImageUploadResult.parse(body).image;
}
