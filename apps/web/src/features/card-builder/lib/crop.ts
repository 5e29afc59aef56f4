import { ART_BOX, coverRect, type Rect } from './layout';

/** Uploaded pictures are kept as JPEG of the picture box's size: sharp on the card, small enough to store. */
const JPEG_QUALITY = 0.9;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('decode'));
    image.src = src;
  });
}

/**
 * The framed part of a picture at the card's picture size, as a data URL. It never leaves the browser: it
 * is drawn on the card and kept with the draft in this browser's storage. Without a framed area (the
 * cropper had not reported one yet) the centre of the picture is taken.
 */
export async function cropToArt(src: string, area: Rect | null): Promise<string> {
  const image = await loadImage(src);
  const source =
    area ??
    coverRect(
      { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight },
      ART_BOX.width / ART_BOX.height,
    );
  const canvas = document.createElement('canvas');
  canvas.width = ART_BOX.width;
  canvas.height = ART_BOX.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(
    image,
    source.x,
    source.y,
    source.width,
    source.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
