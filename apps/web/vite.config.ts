import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The server reads the same list as ALLOWED_HOSTS, so one setting covers both when VITE_ALLOWED_HOSTS is unset.
  const allowedHosts = env.VITE_ALLOWED_HOSTS ?? env.ALLOWED_HOSTS ?? '';

  return {
    plugins: [react(), precompress()],
    define: { 'import.meta.env.VITE_ALLOWED_HOSTS': JSON.stringify(allowedHosts) },
    resolve: {
      // @mantine/dates pulls a second copy of core and hooks into the root node_modules; one copy keeps one theme context.
      dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    },
    server: {
      proxy: {
        '/api': API_ORIGIN,
        '/upload': API_ORIGIN,
        '/sitemap.xml': API_ORIGIN,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // Libraries change far less often than our code; separate chunks stay cached across deployments.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/,
              },
              {
                name: 'mantine',
                // @mantine/tiptap is left out: it imports the editor, which only the board write pages load.
                test: /node_modules[\\/](@mantine[\\/](?!tiptap)[a-z-]+|@floating-ui|@tabler|react-[a-z-]+|use-[a-z-]+)[\\/]/,
              },
              // The zod chunk carries the switch that keeps zod from eval (the CSP forbids it): the switch must
              // run before any chunk defines a schema, and every such chunk imports this one first.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/ },
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
