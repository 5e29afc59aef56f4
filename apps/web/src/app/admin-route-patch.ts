import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { PAGES_ROUTE_ID } from './routes';

/** Whether a path lies in the back office (/admin or below it). */
export function isAdminPath(path: string): boolean {
  return /^\/admin(?:[/?#]|$)/.test(path);
}

/**
 * Adds the back office's routes the first time a navigation leads under /admin, so guests never
 * download them. React Router asks this also when a path only matched the 404 route, and ignores
 * routes it already has, so asking again is harmless.
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoutes } = await import('./admin-routes');
  patch(PAGES_ROUTE_ID, adminRoutes);
};
