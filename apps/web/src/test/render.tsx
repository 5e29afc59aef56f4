import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/** Renders UI inside the app's providers with a fresh query cache. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}
