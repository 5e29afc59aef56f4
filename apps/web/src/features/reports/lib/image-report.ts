import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';

/** §2.6 image registration: its constants (§9) and checks, apart from the canvas work. */

/** The cropper starts on a 100x100 area of the picture. */
export const INITIAL_CROP = { x: 0, y: 0, width: 100, height: 100 } as const;
export const WEBP_QUALITY = 0.5;
export const UPLOAD_DEBOUNCE_MS = 500;
/** The cropped WebP is sent under a png name, as §2.6 describes. */
export const UPLOAD_FILE_NAME = 'image.png';

/** The first §5 message the dialog fails, or null. */
export function imageReportError(hasImage: boolean, nation: Nation | null): string | null {
  if (!hasImage) return MSG.imageRequired;
  if (!nation) return MSG.imageNationRequired;
  return null;
}

/** Runs fn once, delay ms after the last of several quick calls (the §9 500 ms upload debounce). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delay);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
