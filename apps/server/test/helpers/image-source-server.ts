import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A stand-in for the catalogue's image hosts on a local port: `/card/<name>.png` answers a card-shaped PNG,
 * `/missing.png` 404, `/not-a-picture.png` text, `/busy-once.png` 503 the first time. It counts the
 * requests of every path and the most it was answering at once.
 */
export interface ImageSourceServer {
  origin: string;
  requests: Map<string, number>;
  maxInFlight: number;
  close(): Promise<void>;
}

/** A plain PNG of a card scan's shape (pokemontcg.io's large scans are 734 × 1024). */
export function cardPng(width = 800, height = 1117): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

export async function startImageSourceServer(): Promise<ImageSourceServer> {
  const png = await cardPng();
  const requests = new Map<string, number>();
  let inFlight = 0;
  const state = { maxInFlight: 0 };

  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const count = (requests.get(path) ?? 0) + 1;
    requests.set(path, count);
    inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    const answer = (status: number, type: string, body: Buffer | string, headers = {}) => {
      // A short hold, so that requests of parallel lanes overlap as they do against a real host.
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(status, { 'content-type': type, ...headers });
        res.end(body);
      }, 10);
    };
    if (path.startsWith('/card/')) answer(200, 'image/png', png);
    else if (path === '/not-a-picture.png') answer(200, 'image/png', 'this is not a picture');
    else if (path === '/busy-once.png' && count === 1)
      answer(503, 'text/plain', 'busy', { 'retry-after': '0' });
    else if (path === '/busy-once.png') answer(200, 'image/png', png);
    else answer(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
