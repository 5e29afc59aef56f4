import type { FastifyInstance } from 'fastify';
import '@fastify/rate-limit';
import type { Limiter } from './auth-limits';

export interface ContactLimits {
  /** Guest inquiries per IP: each one may send a mail, so the form must not become a way to flood mailboxes. */
  guestWritePerIp: Limiter;
  /** Inquiry image uploads per IP: guests may upload too, and every upload is stored. */
  imagePerIp: Limiter;
}

const HOUR = 60 * 60 * 1000;
export const GUEST_INQUIRIES_PER_HOUR = 5;
export const INQUIRY_IMAGES_PER_HOUR = 30;

/** Counters from @fastify/rate-limit, like the login limits (in Redis when REDIS_URL is set). */
export function createContactLimits(app: FastifyInstance): ContactLimits {
  const limiter = (max: number, prefix: string): Limiter => {
    const check = app.createRateLimit({
      max,
      timeWindow: HOUR,
      keyGenerator: (req) => `${prefix}:${req.ip}`,
    });
    return async (req) => {
      const result = await check(req);
      return !result.isAllowed && result.isExceeded;
    };
  };
  return {
    guestWritePerIp: limiter(GUEST_INQUIRIES_PER_HOUR, 'inquiry-guest-ip'),
    imagePerIp: limiter(INQUIRY_IMAGES_PER_HOUR, 'inquiry-image-ip'),
  };
}
