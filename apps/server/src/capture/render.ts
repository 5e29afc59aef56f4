import { createHash } from 'node:crypto';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { captureFonts, FONT_FAMILY } from './fonts';
import { box, type CaptureNode } from './node';
import { CAPTURE_HEIGHT, CAPTURE_WIDTH } from './size';

/** Drawn pictures by what they show: the same record, deck or card is drawn once until it changes. */
const drawn = new LRUCache<string, Buffer>({
  max: 200,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (b) => b.length,
});

/** The cache key of a picture: its kind and a hash of everything it shows. */
export function captureKey(kind: string, shown: unknown): string {
  return `${kind}:${createHash('sha256').update(JSON.stringify(shown)).digest('base64url')}`;
}

/** The tree drawn as a 1200×630 PNG. */
export async function renderPng(tree: CaptureNode): Promise<Buffer> {
  const frame = box(
    { width: CAPTURE_WIDTH, height: CAPTURE_HEIGHT, fontFamily: FONT_FAMILY, color: '#1f2937' },
    tree,
  );
  // satori's types expect a React element; the tree has the same shape (node.ts).
  const svg = await satori(frame as unknown as Parameters<typeof satori>[0], {
    width: CAPTURE_WIDTH,
    height: CAPTURE_HEIGHT,
    fonts: await captureFonts(),
  });
  // Text is already drawn as paths, so resvg needs no fonts of the machine.
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}

/** Pictures being drawn, so two requests for the same one at once draw it once. */
const drawing = new Map<string, Promise<Buffer>>();

/** The picture from the cache, or drawn by `draw` (which reads the card pictures) and kept. */
export async function cachedPng(key: string, draw: () => Promise<CaptureNode>): Promise<Buffer> {
  const hit = drawn.get(key);
  if (hit) return hit;
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw()
      .then(renderPng)
      .then((png) => {
        drawn.set(key, png);
        return png;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
