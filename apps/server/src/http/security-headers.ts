import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Env } from '../env';

/**
 * Security headers on every answer: pages, API calls and uploaded files alike.
 * - The CSP allows only our own scripts. Styles may be inline because Mantine sets style attributes and
 *   injects its theme variables in a <style> tag. Card images may still come from the catalogue's https
 *   image hosts, and the croppers draw blob: and data: images.
 * - No other site may frame a page (clickjacking), browsers must not sniff an upload into a script, and
 *   other sites get only our origin as the referrer.
 * - HSTS and upgrade-insecure-requests only when the site is served over https: on a plain-http
 *   installation they would point the browser at a port that does not answer.
 */
export async function installSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const https = env.SITE_URL.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The croppers read their result back from a blob: or data: URL before uploading it.
        connectSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    // Card images and banners may be shown by sites of the same registrable domain (a CDN host).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
