import path from 'node:path';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isMirroredFileName } from '@carddogam/contract/cards/card-image';
import { REPO_ROOT } from '../env';
import type { Services } from '../services/container';
import { routePages } from './route-preloads';
import type { PageHead } from './capture-meta';
import { withPageHead } from './page-head';
import { loadServerRenderer, withRenderedRoot } from './server-render';

/** The built web app; WEB_DIST_DIR points elsewhere, e.g. to test a build made into another folder. */
const webDist = () => process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');
/** Its server bundle beside it (decision 041); WEB_SSR_DIR points elsewhere, 'off' serves pages unrendered. */
const ssrDist = () => process.env.WEB_SSR_DIR ?? path.join(path.dirname(webDist()), 'dist-server');

/** A year, the longest a cache keeps anything. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/**
 * Files under assets/ carry a hash of their content in their name, so a changed file is a new address:
 * browsers keep them for a year without asking again. Everything else (index.html, the icons) is checked
 * on every use, so a deployment reaches every visitor at once.
 */
export function cacheControlOf(filePath: string): string {
  const inAssets = filePath.split(path.sep).includes('assets');
  return inAssets ? IMMUTABLE : 'no-cache';
}

/**
 * Production serving on one port: uploaded files under /upload, the built web app at /, and index.html
 * for any other GET that is not an API call, so the client router can take over. `pageHead` adds tags to
 * the head of the pages that need them (link previews: the capture and record pages); a guest's first
 * page of the server-rendered ones comes with its content (server-render.ts).
 */
export async function registerStatic(
  app: FastifyInstance,
  services: Services,
  pageHead?: PageHead,
): Promise<void> {
  const { env } = services;
  const uploadDir = path.join(env.dataDir, 'upload');
  mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    maxAge: '1d',
    // The image job's copies of card pictures are never rewritten under the same name (decision 029).
    setHeaders: (reply, filePath) => {
      if (isMirroredFileName(path.basename(filePath))) reply.header('cache-control', IMMUTABLE);
    },
  });
  const WEB_DIST = webDist();
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    app.log.warn(`web build not found in ${WEB_DIST}; run the web build to serve the app`);
    return;
  }
  // The pages a visit most often starts on get index.html with their own chunks announced.
  const pages = routePages(WEB_DIST);
  const indexHtml = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const renderer =
    ssrDist() === 'off' ? null : await loadServerRenderer(ssrDist(), app, env.SITE_URL, services.changes);
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    prefix: '/',
    wildcard: false,
    // '/' is one of those pages: the handler below answers it.
    index: false,
    // The build's .br and .gz copies (apps/web/build/precompress.ts) go to browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(filePath)),
  });
  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/upload/')) {
      return reply.callNotFound();
    }
    reply.header('cache-control', 'no-cache');
    const [head, root] = await Promise.all([
      pageHead ? pageHead(req) : null,
      renderer?.rendersFor(req) ? renderer.render(req) : null,
    ]);
    const page = pages.get(req.url.split('?')[0]!);
    if (!head && !page && !root) return reply.sendFile('index.html', WEB_DIST);
    // A page with its own head keeps its chunks announced (the card page is both).
    let html = page ?? indexHtml;
    if (head) html = withPageHead(html, head);
    if (root) html = withRenderedRoot(html, root);
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
