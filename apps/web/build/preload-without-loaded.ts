import type { Plugin } from 'vite';

/** What the preload lists need to know of a chunk of the bundle. */
export interface ChunkImports {
  imports: readonly string[];
}

/** A chunk and everything it imports statically: all of it has run by the time the chunk's code runs. */
export function staticallyLoaded(
  bundle: Record<string, ChunkImports | undefined>,
  host: string,
): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of bundle[file]?.imports ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

/**
 * Vite lists, beside every dynamic import, the chunks to fetch alongside it (its static imports, all the
 * way down), so they arrive together instead of one level after another. Those lists also name the
 * chunks the importing chunk has loaded already (React, Mantine's base, the query client …): every
 * list repeats them, and the first screen carries every list of the route table. This drops them; what
 * the browser fetches is unchanged, since Vite's preload skips a chunk that has loaded anyway.
 *
 * The plugin keeps the bundle's chunk graph for `resolveDependencies`, which Vite calls while it writes
 * those lists (build.modulePreload in vite.config.ts).
 */
export function preloadWithoutLoaded(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Record<string, ChunkImports | undefined> = {};
  const plugin: Plugin = {
    name: 'carddogam-preload-without-loaded',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis writes the lists.
      order: 'pre',
      handler(_options, output) {
        bundle = Object.fromEntries(
          Object.entries(output).map(([file, item]) => [file, item.type === 'chunk' ? item : undefined]),
        );
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = staticallyLoaded(bundle, hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
