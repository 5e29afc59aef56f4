import { PROVIDE_IMAGE_UPLOAD_PATH, type provideImageUploadResult } from '@carddogam/contract/calls/provide';
import type { Nation } from '@carddogam/contract/constants';
import { uploadFile } from '../../../lib/api';

/** §2.6 step 1: sends the image as multipart with card_nation in the query; answers the stored path. */
export async function uploadProvideImage(file: File, nation: Nation): Promise<string> {
  const url = `${PROVIDE_IMAGE_UPLOAD_PATH}?card_nation=${nation}`;
  return (await uploadFile<typeof provideImageUploadResult>(url, 'image', file)).image;
}
