import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { countViewOncePerDay } from '../../lib/view-dedup';
import { logVisit, sendView } from '../api/visit-calls';
import { viewTargetFor } from './view-targets';

/** The visited log keeps at most this much of a path, as the server does. */
const MAX_LOGGED_PATH = 2000;

/**
 * What happens on every navigation (§2.1): scroll to the top, log the visit, and count a view of a card
 * or post page once per day. Logging and counting are best effort and never disturb the page.
 */
export function useNavigationEffects(): void {
  const { pathname, search, key } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
    const path = `${pathname}${search}`.slice(0, MAX_LOGGED_PATH);
    logVisit(path).catch(ignore);
  }, [pathname, search, key]);

  useEffect(() => {
    const target = viewTargetFor(pathname, new URLSearchParams(search));
    if (target) countViewOncePerDay(target.kind, target.id, () => sendView(target)).catch(ignore);
  }, [pathname, search]);
}

function ignore(): void {
  // A lost log line or view count is not worth bothering the visitor about.
}
