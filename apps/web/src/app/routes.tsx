import type { RouteObject } from 'react-router';
import { AREA_ROUTES } from './area-routes';
import { lazyPage } from './lazy-page';
import { RootLayout } from './shell/RootLayout';
import { PageLoader } from '../components/PageLoader';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import type { RouteHandle } from './route-handle';

const comingSoonPage = lazyPage(() => import('../pages/ComingSoonPage'));

const pageRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../pages/HomePage')) },
  { path: 'caution', lazy: lazyPage(() => import('../pages/CautionPage')) },
  ...AREA_ROUTES.map(({ path, area }): RouteObject => ({
    path,
    handle: { area } satisfies RouteHandle,
    lazy: comingSoonPage,
  })),
  { path: '*', lazy: lazyPage(() => import('../pages/NotFoundPage')) },
];

/**
 * One route table for the whole site. Pages render inside the shell, and a page that fails to load or
 * render shows the error screen in its place while the header stays usable.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [{ ErrorBoundary: RouteErrorPage, children: pageRoutes }],
  },
];
