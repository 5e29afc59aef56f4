import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The pages a guest most often opens first, by the source module their route loads. */
export const FIRST_LOAD_ROUTES: Record<string, string> = {
  '/': 'src/pages/HomePage.tsx',
  '/card/list': 'src/features/card-search/CardSearchPage.tsx',
  '/card/detail': 'src/pages/card-detail/CardDetailPage.tsx',
};

export interface FirstLoad {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/** The chunk and everything it imports statically: what the browser must fetch before the module runs. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no entry ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

/** The manifest key of the entry chunk. */
export function entryKeyOf(manifest: Manifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  return entryKey;
}

/**
 * The files a route's page needs beyond what index.html already loads: its chunk and their static imports
 * (JavaScript) and their stylesheets, in the order the manifest lists them.
 */
export function routeOnlyFiles(manifest: Manifest, pageModule: string): { js: string[]; css: string[] } {
  const fromEntry = new Set<string>();
  staticClosure(manifest, entryKeyOf(manifest), fromEntry);
  const forPage = new Set<string>();
  staticClosure(manifest, pageModule, forPage);
  const chunks = [...forPage].filter((key) => !fromEntry.has(key)).map((key) => manifest[key]!);
  return {
    js: chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

function gzipSize(distDir: string, file: string): { raw: number; gzip: number } {
  const content = readFileSync(path.join(distDir, file));
  // The build writes .gz copies of files over 1 KB; smaller ones are sent as they are.
  const copy = path.join(distDir, `${file}.gz`);
  const gzip = existsSync(copy) ? statSync(copy).size : content.length;
  return { raw: content.length, gzip };
}

/**
 * The JavaScript a guest's browser loads before a route's page can render: the entry with its static
 * imports plus the route's lazy page with its own. Chunks a page loads later on demand (staff dialogs,
 * the cropper, charts) are not counted, which is the point of loading them on demand.
 */
export function measureFirstLoad(distDir: string, routes = FIRST_LOAD_ROUTES): FirstLoad[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = entryKeyOf(manifest);
  return Object.entries(routes).map(([route, pageModule]) => {
    const keys = new Set<string>();
    staticClosure(manifest, entryKey, keys);
    staticClosure(manifest, pageModule, keys);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const size = gzipSize(distDir, file);
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    return { route, files, rawBytes, gzipBytes };
  });
}
