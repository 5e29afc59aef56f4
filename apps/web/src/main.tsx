// The site's CSP forbids eval: see packages/contract/src/zod-without-eval.ts and the zod chunk in vite.config.ts.
import '@carddogam/contract/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './app/global.css';
import { App } from './app/App';
import { appRoutes } from './app/routes';
import { preloadMatchedRoutes } from './ssr/preload-matched-routes';
import { readSsrState } from './ssr/ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const ssr = readSsrState();
if (ssr) {
  // A server-rendered page (decision 041): its HTML is already on screen. Hydration runs as a transition,
  // so React works in short slices and the page answers taps while it attaches to the HTML. (A then, not
  // a top-level await: that makes the bundler split the entry into many small chunks, 12 KB gzip more.)
  void preloadMatchedRoutes(appRoutes, window.location).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App ssr={ssr} />
        </StrictMode>,
      );
    }),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
