import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from './theme';
import { ErrorBoundary } from '../components/ErrorBoundary';

/** Everything a screen needs around it: theme, toasts, dialogs and the query cache. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="top-right" limit={5} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
