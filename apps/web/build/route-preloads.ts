import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_LOAD_ROUTES, routeOnlyFiles, type Manifest } from './first-load';

/** Where the server finds, for each page a visit often starts on, the files to announce in index.html. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** For each route: the page's own JavaScript and stylesheets, as paths from the site's root. */
export type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

export function routePreloadsOf(manifest: Manifest, routes = FIRST_LOAD_ROUTES): RoutePreloads {
  const root = (file: string) => `/${file}`;
  return Object.fromEntries(
    Object.entries(routes).map(([route, pageModule]) => {
      const { js, css } = routeOnlyFiles(manifest, pageModule);
      return [route, { js: js.map(root), css: css.map(root) }];
    }),
  );
}

/**
 * Writes .vite/route-preloads.json after the build. The server puts these files in index.html as
 * modulepreload and preload links when it answers one of these routes (apps/server/src/http/static.ts),
 * so the browser fetches the page's chunks beside the entry instead of after it has run and routed: one
 * round trip fewer before the page can render, which on a phone network is the larger part of the wait.
 */
export function routePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'carddogam-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(
        await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      await writeFile(
        path.join(outDir, ROUTE_PRELOADS_FILE),
        JSON.stringify(routePreloadsOf(manifest), null, 2),
      );
    },
  };
}
