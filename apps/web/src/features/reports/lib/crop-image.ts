import { UPLOAD_FILE_NAME, WEBP_QUALITY } from './image-report';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('decode'));
    image.src = src;
  });
}

/** Draws the cropped area on a canvas and encodes it as WebP at quality 0.5 under a png name (§2.6). */
export async function cropToUploadFile(src: string, area: PixelArea): Promise<File> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY),
  );
  if (!blob) throw new Error('encode');
  return new File([blob], UPLOAD_FILE_NAME, { type: 'image/png' });
}

/** True when the browser can decode the file as a picture (a text file named .png cannot). */
export async function canDecode(src: string): Promise<boolean> {
  try {
    await loadImage(src);
    return true;
  } catch {
    return false;
  }
}
