import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isForcedOutUserId, isUserType } from '@carddogam/contract/users';
import type { Services } from '../services/container';
import { findUser, type UserRow } from '../repositories/users';
import { liftExpiredBan } from '../services/bans';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw session token from the cookie, when it names a live session. */
    sessionToken: string | null;
  }
}

/**
 * Resolves the session cookie of every API call into req.user. A session of a reserved id (§2.1) is
 * ended on the spot, whoever created the account; a ban whose period is over is lifted here, the first
 * time its member shows up.
 */
export function installSessions(app: FastifyInstance, services: Services): void {
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const user = await resolveSessionUser(services, req, token);
    if (!user) {
      clearSessionCookie(reply, services.env);
      return;
    }
    req.sessionToken = token;
    req.user = {
      userId: user.userId,
      nickname: user.nickname,
      type: isUserType(user.type) ? user.type : '사용자',
    };
  });
}

async function resolveSessionUser(
  services: Services,
  req: FastifyRequest,
  token: string,
): Promise<UserRow | null> {
  if (token.length > 100) return null;
  const userId = await services.sessions.find(token);
  if (!userId) return null;
  if (isForcedOutUserId(userId)) {
    await services.sessions.deleteAllFor(userId);
    return null;
  }
  const user = await findUser(services.db, userId);
  if (!user) {
    await services.sessions.delete(token);
    return null;
  }
  return liftExpiredBan(services.db, user, req.log);
}
