import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { patchAdminRoutes } from '../app/admin-route-patch';
import { appRoutes } from '../app/routes';
import { renderWithProviders } from './render';
import { fullRouteTable } from './route-table';

/** Renders the whole site at a path, with the real route table and shell. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: patchAdminRoutes,
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/**
 * Loads the page modules of these paths ahead of the tests, as the router would on a visit, so a busy
 * machine does not spend the first test's wait on transforming them. Tests name paths rather than files,
 * so a test need not reach into another feature for a page it only passes through (a login redirect).
 */
export async function preloadRoutes(...paths: string[]): Promise<void> {
  const routes = paths.flatMap((path) => matchRoutes(fullRouteTable, path) ?? []).map((match) => match.route);
  await Promise.all(routes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
}

/** Answers for the calls the shell makes on every load. */
export const SHELL_ANSWERS = {
  '/api/check/ip': false,
  '/api/check/ads_banner': [],
  '/api/visited_count/insert': { counted: true },
  '/api/visited_log/insert': { ok: true },
  '/api/message/badge': { message_unread: 0, alarm_unread: 0 },
};
