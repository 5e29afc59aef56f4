import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from './theme';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { SessionProvider } from '../features/auth';

/** Everything a screen needs around it: theme, toasts, dialogs, the query cache and the session. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ModalsProvider>
              <Notifications position="top-right" limit={5} />
              {children}
            </ModalsProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
