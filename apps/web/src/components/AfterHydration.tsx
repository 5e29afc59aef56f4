import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** True while the server renders and while the browser hydrates its HTML; false in any later render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * Parts of a server-rendered page below the first screen (decision 041): the server and the hydration
 * draw `placeholder` (a box of about the part's height), and the browser draws the part right after
 * hydrating, as a transition, so React renders it in short slices. This keeps the page's HTML, its render
 * on the server and its hydration to what the visitor sees first. A page drawn in the browser from the
 * start shows the part at once.
 */
export function AfterHydration({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const hydrating = useHydrating();
  const [shown, setShown] = useState(!hydrating);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : placeholder;
}
