import { lazy, Suspense } from 'react';

// Mantine's Affix draws into a portal once the page has mounted, so the button never was part of the
// first paint; its code (the portal, the fixed box) now loads after the page as well.
const ScrollTopButton = lazy(() => import('./ScrollTopButton'));

/** Mobile '맨 위로' (§2.3), floating over the page: nothing takes its place while it loads. */
export function LazyScrollTopButton() {
  return (
    <Suspense fallback={null}>
      <ScrollTopButton />
    </Suspense>
  );
}
