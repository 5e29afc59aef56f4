import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { MSG } from '@carddogam/contract/messages';
import type { Services } from '../services/container';
import { errorAnswer } from '../errors';
import { SESSION_COOKIE } from './session-cookie';

/** The one call a banned IP may still make: the check that tells the page to show the block (§2.1). */
const IP_CHECK_PATH = applicationCalls.checkIp.path;

/**
 * Guards that run before any API call: a banned IP is refused with the §8 message (except the IP check),
 * and a POST carrying the session cookie must come from our own pages (decision 009).
 */
export function installRequestGuards(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    if (req.url.split('?')[0] !== IP_CHECK_PATH && (await services.ipBans.isBanned(req.ip))) {
      return reply.status(403).send(errorAnswer('IP_BANNED', MSG.ipBanned));
    }
    if (req.method === 'POST' && req.cookies[SESSION_COOKIE] && isCrossSite(req, services.env.SITE_URL)) {
      return reply.status(403).send(errorAnswer('CROSS_SITE', MSG.crossSite));
    }
  });
}

/**
 * Browsers say where a request comes from in Sec-Fetch-Site (all current ones) or at least Origin. A
 * request with neither is not from a browser page, so no cookie of a victim can ride on it.
 */
export function isCrossSite(req: FastifyRequest, siteUrl: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const from = new URL(origin);
    if (from.host === req.headers.host) return false;
    return from.origin !== new URL(siteUrl).origin;
  } catch {
    return true;
  }
}
