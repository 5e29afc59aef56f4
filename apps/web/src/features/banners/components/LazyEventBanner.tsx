import { lazy, Suspense } from 'react';

// The last block of the card page, drawn only once its banner has been fetched: its code loads after
// the page, and until then nothing is there, as before the banner is known.
const EventBanner = lazy(() => import('./EventBanner').then((m) => ({ default: m.EventBanner })));

/** The card page's event banner (§2.3 item 12), loaded after the page. */
export function LazyEventBanner() {
  return (
    <Suspense fallback={null}>
      <EventBanner />
    </Suspense>
  );
}
