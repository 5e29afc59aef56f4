import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes the current address matches and puts what they load on the route objects, as the
 * server's render did before rendering: the router then starts with the page at hand instead of its
 * loading screen, and hydration finds the same tree as the HTML.
 */
export async function preloadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
