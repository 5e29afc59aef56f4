import { CARD_IMAGE_UPLOAD_PATH, type cardImageUploadResult } from '@carddogam/contract/calls/card-edit';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { uploadFile } from '../../../lib/api';

/** §7.8 upload/image/{nation}: the cropped image as multipart field 'image'; answers the stored file name. */
export async function uploadCardImage(file: File, nation: Nation): Promise<string> {
  return (await uploadFile<typeof cardImageUploadResult>(`${CARD_IMAGE_UPLOAD_PATH}${nation}`, 'image', file))
    .filename;
}

/** Draws the cropped area and encodes it as WebP at quality 0.5, sent as filename.png (§2.12). */
export async function cropToFile(src: string, area: { x: number; y: number; width: number; height: number }) {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(MSG.imageNotImage));
    img.src = src;
  });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error(MSG.imageNotImage);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.5));
  if (!blob) throw new Error(MSG.imageNotImage);
  return new File([blob], 'filename.png', { type: 'image/png' });
}
