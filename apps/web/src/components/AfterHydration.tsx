import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Parts of a server-rendered page below the first screen (decision 041): the server and the hydration
 * draw `placeholder` (a box of about the part's height), and the browser draws the part right after
 * hydrating, in the background. This keeps the page's HTML, its render on the server and its hydration
 * to what the visitor sees first. A page drawn in the browser from the start shows the part at once.
 */
export function AfterHydration({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? children : placeholder;
}
