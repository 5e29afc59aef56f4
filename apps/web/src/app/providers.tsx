import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { SessionProvider } from '../features/auth';

// Not needed for the first screen: loaded right after it (see Overlays).
const Overlays = lazy(() => import('./shell/Overlays'));

/** Everything a screen needs around it: theme, toasts, dialogs, the query cache and the session. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
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
    </MantineProvider>
  );
}
