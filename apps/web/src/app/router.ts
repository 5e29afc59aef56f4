import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/** History paths with base '/' (§2.1). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
