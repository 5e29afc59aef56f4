import { createBrowserRouter } from 'react-router';
import { patchAdminRoutes } from './admin-route-patch';
import { appRoutes } from './routes';

/** History paths with base '/' (§2.1); the back office's routes join on the first visit there. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchAdminRoutes });
}
