import type { FastifyInstance, FastifyRequest } from 'fastify';
import '@fastify/rate-limit';

/** Answers true when the caller is over the limit; each call counts as one attempt. */
export type Limiter = (req: FastifyRequest) => Promise<boolean>;

export interface AuthLimits {
  /**
   * Login attempts per login id and address: stops guessing one member's password from one address,
   * without letting a stranger lock the owner out from everywhere else (decision 020).
   */
  loginPerIdAndIp: Limiter;
  /** Login attempts per IP: stops one address trying many ids. Higher, since offices and PC방 share IPs. */
  loginPerIp: Limiter;
  /** Calls that send mail, per IP: keeps the site from being used to flood mailboxes. */
  mailPerIp: Limiter;
  /** id / nickname / e-mail availability checks per IP: slows down harvesting of registered addresses. */
  checksPerIp: Limiter;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

function loginIdOf(req: FastifyRequest): string {
  const params = (req.body as { params?: { user_id?: unknown } } | null)?.params;
  return typeof params?.user_id === 'string' ? params.user_id.trim().toLowerCase().slice(0, 64) : '';
}

/**
 * Counters from @fastify/rate-limit (in Redis when REDIS_URL is set, so all processes share them; in
 * process memory otherwise). The plugin must be registered on the app first.
 */
export function createAuthLimits(app: FastifyInstance): AuthLimits {
  const limiter = (max: number, timeWindow: number, key: (req: FastifyRequest) => string): Limiter => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
    return async (req) => {
      const result = await check(req);
      return !result.isAllowed && result.isExceeded;
    };
  };
  return {
    loginPerIdAndIp: limiter(10, FIFTEEN_MINUTES, (req) => `login-id-ip:${loginIdOf(req)}@${req.ip}`),
    loginPerIp: limiter(30, FIFTEEN_MINUTES, (req) => `login-ip:${req.ip}`),
    mailPerIp: limiter(10, 60 * 60 * 1000, (req) => `mail-ip:${req.ip}`),
    checksPerIp: limiter(100, FIFTEEN_MINUTES, (req) => `check-ip:${req.ip}`),
  };
}
