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
 */
const sessions = new Map<string, Promise<Cookies>>();

async function logInOnce(user: E2EUser): Promise<Cookies> {
  const context = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const answer = await context.post('/api/auth/login', {
      data: { params: { user_id: user.id, password: user.password } },
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
