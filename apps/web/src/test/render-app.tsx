import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/routes';
import { renderWithProviders } from './render';

/** Renders the whole site at a path, with the real route table and shell. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** Answers for the calls the shell makes on every load. */
export const SHELL_ANSWERS = {
  '/api/check/ip': false,
  '/api/check/ads_banner': [],
  '/api/visited_count/insert': { counted: true },
  '/api/visited_log/insert': { ok: true },
};
