import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { SessionProvider } from '../features/auth';
import { ViewportHintContext } from '../lib/viewport-hint';

// Not needed for the first screen: loaded right after it (see Overlays).
const Overlays = lazy(() => import('./shell/Overlays'));

/**
 * Everything a screen needs around it: theme, toasts, dialogs, the query cache and the session. The same
 * tree renders on the server for a server-rendered page (decision 041), with `mobileHint` the server's
 * guess of the layout.
 */
export function AppProviders({
  queryClient,
  mobileHint,
  children,
}: {
  queryClient: QueryClient;
  mobileHint?: boolean;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ViewportHintContext.Provider value={mobileHint}>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              {children}
              <Suspense fallback={null}>
                <Overlays />
              </Suspense>
            </SessionProvider>
          </QueryClientProvider>
        </ErrorBoundary>
      </ViewportHintContext.Provider>
    </MantineProvider>
  );
}
