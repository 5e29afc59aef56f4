import { expect, request, test, type BrowserContext } from '@playwright/test';
import type { E2EUser } from './e2e-users';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * The server takes 10 logins per id in 15 minutes (apps/server/src/http/auth-limits.ts), successful ones
 * included, and the desktop and mobile projects run against one server, so a spec that switches between
 * members before every step would soon be refused. Each member therefore logs in once per worker, in a
 * request context of its own, and its session cookie is handed to every browser context that plays it.
 *
 * The login must not happen in a context that already holds another member's session: logging in ends
 * the session the browser brought (apps/server/src/http/start-session.ts).
 *
 * The server also takes 30 logins per address in 15 minutes. Members log in from their own homes, so each
 * member logs in from an address of its own, given through the proxy header the test servers trust
 * (TRUST_PROXY=1): the two projects of one lane log in more than 30 members between them.
 */
const sessions = new Map<string, Promise<Cookies>>();

/** A private address of the member's own, the same on every run. */
function homeAddress(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
}

async function logInOnce(user: E2EUser): Promise<Cookies> {
  const context = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const answer = await context.post('/api/auth/login', {
      data: { params: { user_id: user.id, password: user.password } },
      headers: { 'x-forwarded-for': homeAddress(user.id) },
    });
    expect(answer.status(), `login of ${user.id}`).toBe(200);
    return (await context.storageState()).cookies;
  } finally {
    await context.dispose();
  }
}

/** Makes `context` (a page's, or a second browser's) act as `user`, replacing whoever it was. */
export async function actAs(context: BrowserContext, user: E2EUser): Promise<void> {
  let session = sessions.get(user.id);
  if (!session) {
    session = logInOnce(user);
    sessions.set(user.id, session);
    // A failed login is not kept, so the next test tries again.
    void session.catch(() => sessions.delete(user.id));
  }
  const cookies = await session;
  await context.clearCookies();
  await context.addCookies(cookies);
}
