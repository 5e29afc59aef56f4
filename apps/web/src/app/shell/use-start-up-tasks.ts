import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAllowedHost } from '../../lib/host-check';
import { removeOldViewLists } from '../../lib/view-dedup';
import { countVisitor } from '../api/visit-calls';

export const CAUTION_PATH = '/caution';

let visitorCounted = false;

/** The visitor counter is asked once per page load; the server's 'visited' cookie makes it once a day. */
function countVisitorOnce(): void {
  if (visitorCounted) return;
  visitorCounted = true;
  countVisitor().catch(() => undefined);
}

/** Start-up work of §2.1 that needs no answer before the first screen: counter, clean-up, host check. */
export function useStartUpTasks(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    countVisitorOnce();
    removeOldViewLists();
  }, []);

  // On a foreign host every page leads to the caution page, so a mirror cannot be used as the site. Read
  // in the effect: a server render (decision 041) has no window, and the host is the browser's to tell.
  useEffect(() => {
    const onForeignHost = !isAllowedHost(window.location.hostname);
    if (onForeignHost && pathname !== CAUTION_PATH) void navigate(CAUTION_PATH, { replace: true });
  }, [pathname, navigate]);
}
