import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build (apps/web/build/route-preloads.ts): each route's own chunks and stylesheets. */
const PRELOADS_FILE = '.vite/route-preloads.json';

type RoutePreloads = Record<string, { js?: unknown; css?: unknown }>;

const isAssetPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(value);

/**
 * The link tags announcing a route's files, so the browser fetches them beside the entry. The page's
 * stylesheets are applied from the start rather than preloaded: a server-rendered page (decision 041) is
 * on screen before its script runs, and must not change its look when the script adds them.
 */
function linkTags(files: { js?: unknown; css?: unknown }): string {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter(isAssetPath) : []);
  return [
    ...list(files.css).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...list(files.js).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}

/**
 * index.html for each route the build names, with that route's chunks announced in its head; an empty map
 * when the build wrote no list (an older build: the page then loads its chunks after the entry, as before).
 */
export function routePages(webDist: string): Map<string, string> {
  const listFile = path.join(webDist, PRELOADS_FILE);
  const pages = new Map<string, string>();
  if (!existsSync(listFile)) return pages;
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads;
  for (const [route, files] of Object.entries(preloads)) {
    pages.set(route, html.replace('</head>', `${linkTags(files)}</head>`));
  }
  return pages;
}
