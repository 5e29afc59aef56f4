/** The login link remembers the page the guest is on, except the account screens themselves. */
export function loginLinkFor(pathname: string, search: string): string {
  if (pathname.startsWith('/auth/') || pathname === '/') return '/auth/login';
  return `/auth/login?next=${encodeURIComponent(pathname + search)}`;
}
