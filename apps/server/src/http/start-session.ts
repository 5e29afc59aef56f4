import type { UserRow } from '../repositories/users';
import type { CallContext } from './call-router';
import { setSessionCookie } from './session-cookie';

/** Starts a fresh session (a new token, never the one the browser brought) and sets the cookie. */
export async function startSession(ctx: CallContext, user: UserRow): Promise<void> {
  const { services, req, reply } = ctx;
  if (req.sessionToken) await services.sessions.delete(req.sessionToken);
  const token = await services.sessions.create(user.userId, {
    ip: ctx.ip,
    userAgent: req.headers['user-agent'] ?? null,
  });
  setSessionCookie(reply, services.env, token);
}
