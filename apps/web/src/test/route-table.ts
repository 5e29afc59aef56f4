import type { RouteObject } from 'react-router';
import { adminRoutes } from '../app/admin-routes';
import { appRoutes, PAGES_ROUTE_ID } from '../app/routes';

/** A route with the back office's routes put among the pages' children, wherever they are. */
function withAdminRoutes(route: RouteObject): RouteObject {
  if (route.index || !route.children) return route;
  const children = route.children.map(withAdminRoutes);
  return { ...route, children: route.id === PAGES_ROUTE_ID ? [...adminRoutes, ...children] : children };
}

/**
 * The site's routes with the back office's already in place: what the router holds once a visit has
 * reached /admin. Tests match paths against it without navigating.
 */
export const fullRouteTable: RouteObject[] = appRoutes.map(withAdminRoutes);
