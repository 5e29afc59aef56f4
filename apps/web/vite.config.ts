import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { callsWithoutSchemas } from './build/calls-without-schemas';
import { mantineStableIds } from './build/mantine-stable-ids';
import { precompress } from './build/precompress';
import { pagePreloads } from './build/page-preloads';
import { preloadWithoutLoaded } from './build/preload-without-loaded';
import { routePreloads } from './build/route-preloads';

const API_ORIGIN = 'http://localhost:3000';
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The server reads the same list as ALLOWED_HOSTS, so one setting covers both when VITE_ALLOWED_HOSTS is unset.
  const allowedHosts = env.VITE_ALLOWED_HOSTS ?? env.ALLOWED_HOSTS ?? '';
  const loaded = preloadWithoutLoaded();
  const pages = pagePreloads();

  const resolve = {
    // @mantine/dates pulls a second copy of core and hooks into the root node_modules; one copy keeps one theme context.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    // React Router's package exports only its development build; its production build (without the
    // development warnings) sits beside it. Tests keep the development build and its warnings.
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  };

  // The server's bundle (`vite build --ssr`; decision 041): the same app, rendered by the server for the
  // pages a guest's visit most often starts on. Libraries stay in node_modules, but for the contract (its
  // TypeScript sources) and React Router (its production build, as in the browser).
  if (isSsrBuild) {
    return {
      plugins: [react(), callsWithoutSchemas(), mantineStableIds()],
      define: { 'import.meta.env.VITE_ALLOWED_HOSTS': JSON.stringify(allowedHosts) },
      resolve,
      ssr: { noExternal: ['@carddogam/contract', 'react-router'] },
      build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
    };
  }

  return {
    plugins: [
      react(),
      callsWithoutSchemas(),
      mantineStableIds(),
      loaded.plugin,
      pages.plugin,
      routePreloads(),
      precompress(),
    ],
    define: { 'import.meta.env.VITE_ALLOWED_HOSTS': JSON.stringify(allowedHosts) },
    resolve,
    server: {
      proxy: {
        '/api': API_ORIGIN,
        '/upload': API_ORIGIN,
        '/sitemap.xml': API_ORIGIN,
        '/v1': API_ORIGIN,
      },
    },
    build: {
      outDir: 'dist',
      // The first-load budget (build/first-load.ts) reads which chunks each page needs from the manifest.
      manifest: true,
      // The chunks a dynamic import fetches alongside it: without those already loaded
      // (preload-without-loaded.ts), and for the route table's pages from page-preloads.json (page-preloads.ts).
      modulePreload: {
        resolveDependencies: (file, deps, context) =>
          pages.resolveDependencies(file, loaded.resolveDependencies(file, deps, context), context),
      },
      emptyOutDir: true,
      rolldownOptions: {
        // zod's builders (z.object(), z.string().min() …) only make schemas: unused ones may be dropped.
        treeshake: {
          manualPureFunctions: ['z'],
          propertyReadSideEffects: false,
        },
        output: {
          // Libraries change far less often than our code; separate chunks stay cached across deployments.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/,
              },
              // The switch that keeps zod from eval (the CSP forbids it) is a chunk of its own and the entry's
              // first import, so it runs before any chunk the entry imports, one with a schema included. It
              // sets zod's configuration without loading zod (packages/contract/src/zod-without-eval.ts).
              { name: 'zod-switch', test: /zod-without-eval/ },
              // Only the query client: the table library (@tanstack/react-table) belongs to the staff screens alone.
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
