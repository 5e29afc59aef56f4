import type { Plugin } from 'vite';

/**
 * Mantine's useId (@mantine/hooks) starts from React's useId and, in a layout effect after mounting,
 * swaps it for a random id: every input, select, tooltip and tab list renders a second time,
 * synchronously, right after it first appears, and changes its ids in the DOM. React's useId is already
 * unique and the same on the server and in the browser, so the build keeps it (decision 041): a
 * server-rendered page hydrated without that second, blocking render of all its fields (≈ 470 ms of a
 * phone's main thread on /card/list at Lighthouse's 4× slowdown).
 */
const STABLE_USE_ID = `
import { useId as useReactId } from 'react';
function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
export { useId };
`;

export function mantineStableIds(): Plugin {
  return {
    name: 'carddogam-mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id) ? STABLE_USE_ID : null;
    },
  };
}
