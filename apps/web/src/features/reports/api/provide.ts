import { PROVIDE_IMAGE_UPLOAD_PATH, provideImageUploadResult } from '@carddogam/contract/calls/provide';
import type { Nation } from '@carddogam/contract/constants';
import { uploadFile } from '../../../lib/api';

/** §2.6 step 1: sends the image as multipart with card_nation in the query; answers the stored path. */
export async function uploadProvideImage(file: File, nation: Nation): Promise<string> {
  return provideImageUploadResult.parse(
    await uploadFile(`${PROVIDE_IMAGE_UPLOAD_PATH}?card_nation=${nation}`, 'image', file),
  ).image;
}
