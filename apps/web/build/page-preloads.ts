import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { staticallyLoaded, type ChunkImports } from './preload-without-loaded';

/**
 * Where the browser finds, for each page of the route table, the chunks to fetch beside the page's own
 * when a visitor moves to it: served from the site's root, revalidated on every visit (not under
 * assets/, whose files are cached for a year because their names change with their content).
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** The modules whose `lazyPage(() => import('…'))` calls are the route table. */
const ROUTE_TABLE = /[\\/]src[\\/]app[\\/](?:admin-)?routes\.tsx$/;
const LAZY_PAGE_CALL = /lazyPage\(\(\) => import\('([^']+)'\)\)/g;

/** For each page, by the key its route passes to lazyPage: the chunks to fetch along with it. */
export interface PagePreloadTable {
  /** Every chunk named below, once, as paths from the site's root. */
  files: string[];
  /** A page's chunks, as positions in `files`. */
  pages: Record<string, number[]>;
}

export function pagePreloadTable(depsByPage: ReadonlyMap<string, readonly string[]>): PagePreloadTable {
  const files: string[] = [];
  const position = new Map<string, number>();
  const pages: Record<string, number[]> = {};
  for (const [key, deps] of [...depsByPage].sort(([a], [b]) => a.localeCompare(b))) {
    pages[key] = deps.map((dep) => {
      let at = position.get(dep);
      if (at === undefined) {
        at = files.push(`/${dep}`) - 1;
        position.set(dep, at);
      }
      return at;
    });
  }
  return { files, pages };
}

/** Gives each `lazyPage(() => import('spec'))` of a route table the page's key: its import as written. */
export function withPreloadKeys(code: string): { code: string; specs: string[] } {
  const specs: string[] = [];
  const keyed = code.replace(LAZY_PAGE_CALL, (call, spec: string) => {
    specs.push(spec);
    return `lazyPage(() => import('${spec}'), ${JSON.stringify(spec)})`;
  });
  return { code: keyed, specs };
}

interface BundleChunk extends ChunkImports {
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
}

/**
 * Vite writes beside every dynamic import the list of chunks to fetch with it, so that a page's chunks
 * arrive together rather than one level of imports after another. The route table's lists name almost
 * every chunk of the site (≈ 9 KB gzip) and came with the first screen of every page, though they only
 * serve the moves to other pages that may follow. This takes them out of the route table and writes
 * them to page-preloads.json, which the app fetches when the first page starts loading (app/page-preloads.ts)
 * and uses when a page loads (app/lazy-page.ts).
 *
 * The first page is not slowed: the server announces the chunks of the pages a visit most often starts
 * on in index.html (route-preloads.ts); on other pages their chunks follow the table, which is fetched
 * beside the page's own chunk.
 */
export function pagePreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let root = process.cwd();
  let bundle: Record<string, BundleChunk | undefined> = {};
  /** Page module id → the key its route passes. */
  const keyOfModule = new Map<string, string>();
  const depsByPage = new Map<string, string[]>();

  const plugin: Plugin = {
    name: 'carddogam-page-preloads',
    apply: 'build',
    // The route table as written, before TypeScript and JSX are compiled away.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null;
      const keyed = withPreloadKeys(code);
      for (const spec of keyed.specs) {
        const resolved = await this.resolve(spec, id);
        if (!resolved) this.error(`The route table imports ${spec}, which does not resolve`);
        keyOfModule.set(resolved.id, spec);
      }
      return { code: keyed.code, map: null };
    },
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = Object.fromEntries(
          Object.entries(output).map(([file, item]) => [file, item.type === 'chunk' ? item : undefined]),
        );
      },
    },
    writeBundle: {
      // After Vite has asked resolveDependencies for every list.
      async handler(options) {
        const outDir = options.dir ?? path.join(root, 'dist');
        await writeFile(path.join(outDir, PAGE_PRELOADS_FILE), JSON.stringify(pagePreloadTable(depsByPage)));
      },
    },
  };

  const hostsRouteTable = (hostId: string) =>
    (bundle[hostId]?.moduleIds ?? []).some((moduleId) => ROUTE_TABLE.test(moduleId));

  const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }) => {
    const page = bundle[file]?.facadeModuleId;
    const key = page ? keyOfModule.get(page) : undefined;
    if (key === undefined || !hostsRouteTable(hostId)) return deps;
    // The page's own chunk is imported right there; the rest goes to the table, minus what the route
    // table's chunk has loaded already.
    const loaded = staticallyLoaded(bundle, hostId);
    depsByPage.set(
      key,
      deps.filter((dep) => dep !== file && !loaded.has(dep)),
    );
    return [];
  };
  return { plugin, resolveDependencies };
}
