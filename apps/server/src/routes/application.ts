import { applicationCalls as calls } from '@carddogam/contract/calls/application';
import type { CallRouter } from '../http/call-router';
import { anyone, loggedIn } from '../policies/roles';
import * as site from '../repositories/site';
import { findUser, touchLastVisit } from '../repositories/users';
import { listCountries } from '../repositories/reference';
import { presentUserSummary } from '../presenters/user';
import { forbidden } from '../errors';

/** The cookie that marks a browser as counted for the day (§2.1). */
const VISITED_COOKIE = 'visited';
const ONE_DAY_SECONDS = 24 * 60 * 60;

/** §7.9 application calls and the banner lookup. */
export function registerApplicationRoutes(r: CallRouter): void {
  r.handle(calls.userSpecific, anyone, async ({ user_id }, { services }) => {
    const user = await findUser(services.db, user_id);
    return user ? [presentUserSummary(user)] : [];
  });
  r.handle(calls.adsBanner, anyone, async (_p, { services }) => {
    const rows = await site.listAdsSettings(services.db);
    return rows.map((row) => ({ type: row.type, is_show: row.isShow ? 1 : 0 }) as const);
  });
  r.handle(calls.checkIp, anyone, (_p, { services, ip }) => site.isIpBanned(services.db, ip));

  // The server, not the page, decides whether this browser was already counted today.
  r.handle(calls.visitedCount, anyone, async (_p, { services, req, reply }) => {
    if (req.cookies[VISITED_COOKIE]) return { counted: false };
    await site.countVisit(services.db);
    reply.setCookie(VISITED_COOKIE, '1', {
      path: '/',
      maxAge: ONE_DAY_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
    });
    return { counted: true };
  });
  r.handle(calls.visitedLog, anyone, async ({ path }, { services, ip, user }) => {
    await site.logVisit(services.db, { path, ip, userId: user?.userId ?? null });
    return { ok: true } as const;
  });
  // Only the member themself may move their last-visit time.
  r.handle(calls.lastVisit, loggedIn, async ({ user_id }, { services, user }) => {
    if (user?.userId !== user_id) throw forbidden();
    await touchLastVisit(services.db, user_id);
    return { ok: true } as const;
  });
  r.handle(calls.countries, anyone, (_p, { services }) => listCountries(services.db));
  r.handle(calls.banner, anyone, ({ type }, { services }) => site.listBanners(services.db, type));
}
