import { useEffect, useState } from 'react';
import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { SsrState } from '../ssr/ssr-state';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** The site in the browser; `ssr` is the state of a server-rendered page, whose answers fill the cache first. */
export function App({ ssr }: { ssr?: SsrState | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (ssr) hydrate(client, ssr.queries);
    return client;
  });
  const [router] = useState(createAppRouter);
  // Says the page answers now: a server-rendered page is on screen before its script has attached
  // (decision 041), and the browser tests wait for this before they click.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <AppProviders queryClient={queryClient} mobileHint={ssr?.mobile}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
