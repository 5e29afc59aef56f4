/** Where login sends the member back to (?next=). Only paths of this site, so a link cannot send them away. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Back to the login or logout screen would be a loop or an instant logout.
  if (/^\/auth\/(login|logout)(?:[/?#]|$)/.test(next)) return '/';
  return next;
}

/** The login screen with the page to come back to. */
export function loginPath(next: string): string {
  return `/auth/login?next=${encodeURIComponent(next)}`;
}
