import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
 *
 * helmet's middleware is built once and run on every request. (@fastify/helmet builds it again for each
 * request, parsing the policy each time: a twentieth of the server's CPU on a search call.) The headers
 * are set on the raw response, where Fastify's own headers join them when the answer is written.
 */
export function installSecurityHeaders(app: FastifyInstance, env: Env): void {
  const https = env.SITE_URL.startsWith('https:');
  const setHeaders = helmet({
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
  // helmet 8 throws a configuration error when it is built, never through the callback.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
