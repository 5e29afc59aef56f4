import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession, type SessionUser } from '../../lib/session';
import { loginPath } from '../../lib/next-path';

/**
 * A page for members only: guests go to the login screen, which brings them back here afterwards. This is
 * for the visitor's convenience; the server refuses the page's calls anyway.
 */
export function RequireLogin({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={loginPath(pathname + search)} replace />;
  return children(user);
}
