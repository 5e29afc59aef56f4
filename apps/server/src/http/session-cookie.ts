import type { FastifyReply } from 'fastify';
import type { Env } from '../env';
import { SESSION_TTL_MS } from '../services/sessions/session-store';

/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'sid';

/**
 * httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site POSTs), and Secure whenever the
 * request came over https: directly, or through a trusted proxy that says so in X-Forwarded-Proto (Fastify
 * reads it only from the proxies TRUST_PROXY names). In production an https SITE_URL makes it Secure too,
 * while a plain-http site behind no proxy still works.
 */
function cookieOptions(env: Env, reply: FastifyReply) {
  const overHttps = reply.request.protocol === 'https';
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: overHttps || (env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:')),
  };
}

export function setSessionCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(env, reply),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(env, reply));
}
