import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Pretendard (SIL Open Font License), bundled through its npm package, so the pictures look the same on
 * every machine whatever fonts it has. Read once, at the first picture; satori keeps its parsed form for
 * as long as it is handed the same array.
 */

export const FONT_FAMILY = 'Pretendard';

export interface CaptureFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`);

let loading: Promise<CaptureFont[]> | undefined;

export function captureFonts(): Promise<CaptureFont[]> {
  loading ??= Promise.all([
    readFile(fontFile('Regular')).then((data) => ({
      name: FONT_FAMILY,
      data,
      weight: 400 as const,
      style: 'normal' as const,
    })),
    readFile(fontFile('Bold')).then((data) => ({
      name: FONT_FAMILY,
      data,
      weight: 700 as const,
      style: 'normal' as const,
    })),
  ]).catch((error: unknown) => {
    // A failed read is tried again by the next picture rather than remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}
