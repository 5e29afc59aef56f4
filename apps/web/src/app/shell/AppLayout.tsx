import { lazy, Suspense, useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { Header } from './Header';
import { SiteFooter } from './SiteFooter';
import { useNavigationEffects } from './use-navigation-effects';
import { useSessionUpkeep } from './use-session-upkeep';
import { useStartUpTasks } from './use-start-up-tasks';

const HEADER_HEIGHT = 60;

// Neither shows on the first screen (the drawer is closed, the bar waits for a navigation): both load
// right after it, each in a boundary of its own that draws nothing meanwhile.
const MobileNav = lazy(() => import('./MobileNav'));
const NavigationProgress = lazy(() => import('./NavigationProgress'));

/** The application shell of §2.1: header and navigation around the current page, and the app-wide upkeep. */
export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname } = useLocation();

  useStartUpTasks();
  useSessionUpkeep();
  useNavigationEffects();
  // The drawer closes once a link in it has been followed.
  useEffect(() => {
    closeNav();
  }, [pathname, closeNav]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !navOpened, desktop: true } }}
      padding="md"
    >
      <DocumentTitle />
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <AppShell.Header>
        <Header navOpened={navOpened} onToggleNav={toggleNav} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Suspense fallback={null}>
          <MobileNav />
        </Suspense>
      </AppShell.Navbar>
      <AppShell.Main>
        {/* At least a screen high, so the footer starts below the fold and is not pushed down, a layout
            shift, when the page's data arrives. */}
        <div style={{ minHeight: `calc(100dvh - ${HEADER_HEIGHT}px)` }}>
          <Outlet />
        </div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
