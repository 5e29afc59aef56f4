import type { FastifyReply } from 'fastify';
import type { Env } from '../env';
import { SESSION_TTL_MS } from '../services/sessions/session-store';

/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'sid';

/**
 * httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site POSTs), Secure in production
 * when the site is served over https (a plain-http production behind no proxy still works).
 */
function cookieOptions(env: Env) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:'),
  };
}

export function setSessionCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(env),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(env));
}
