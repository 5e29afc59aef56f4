import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import { MSG } from '@carddogam/contract/messages';
import './http/fastify-types';
import { CallRouter } from './http/call-router';
import { installErrorHandling } from './http/error-handler';
import { registerStatic } from './http/static';
import { captureHead } from './http/capture-meta';
import { firstPageHead, recordPageHead } from './http/page-head';
import { installCompression } from './http/compression';
import { createAuthLimits } from './http/auth-limits';
import { installRequestGuards } from './http/request-guards';
import { installSessions } from './http/session';
import { installSecurityHeaders } from './http/security-headers';
import { registerCardRecordRoutes } from './routes/card-records';
import { registerReferenceRoutes } from './routes/reference';
import { registerApplicationRoutes } from './routes/application';
import { registerTitleRoutes } from './routes/titles';
import { registerSearchRoutes } from './routes/search';
import { registerCardPageRoutes } from './routes/card-page';
import { registerSitemapRoutes } from './routes/sitemap';
import { registerTradeStatsRoutes } from './routes/trade-stats';
import { registerTradeAdminRoutes } from './routes/trade-admin';
import { registerTradeRequestRoutes } from './routes/trade-request';
import { registerWantMatchRoutes } from './routes/want-matches';
import { registerCollectorValueRoutes } from './routes/collector-value';
import { registerReviewRoutes } from './routes/reviews';
import { registerRankingRoutes } from './routes/ranking';
import { registerAuthRoutes } from './routes/auth';
import { registerMypageRoutes } from './routes/mypage';
import { registerPointRoutes } from './routes/points';
import { registerAdminUserRoutes } from './routes/admin-users';
import { registerManagerAdminRoutes } from './routes/manager-admin';
import { registerReportRoutes } from './routes/reports';
import { registerTradeRoutes } from './routes/trade';
import { registerTradeImageRoute } from './routes/trade-images';
import { registerProvideRoutes } from './routes/provide';
import { registerProvideImageRoute } from './routes/provide-image';
import { registerCollectionRoutes } from './routes/collections';
import { registerDeckRoutes } from './routes/decks';
import { registerCardEditRoutes } from './routes/card-edit';
import { registerCardEditImageRoute } from './routes/card-edit-image';
import { registerTranslateAdminRoutes } from './routes/translate-admin';
import { registerCardExcelRoutes } from './routes/card-excel';
import { registerCardLinkRoutes } from './routes/card-links';
import { registerCardCatalogueRoutes } from './routes/card-catalogue';
import { registerBoardRoutes } from './routes/board';
import { registerBoardAdminRoutes } from './routes/board-admin';
import { registerBoardImageRoute } from './routes/board-images';
import { registerBannerAdminRoutes } from './routes/banner-admin';
import { registerTradeNoticeRoutes } from './routes/trade-notice';
import { registerTradeSettingRoutes } from './routes/trade-settings';
import { registerMessageRoutes } from './routes/messages';
import { registerPointmallRoutes } from './routes/pointmall';
import { registerAttendanceRoutes } from './routes/attendance';
import { registerContactRoutes } from './routes/contact';
import { registerMemberReportRoutes } from './routes/member-reports';
import { registerOfficialLeagueRoutes } from './routes/official-league';
import { registerSearchAndDeckSettingsRoutes } from './routes/search-settings';
import { registerOfficialPlayerRoutes } from './routes/official-league-players';
import { registerDeckRankRoutes } from './routes/deck-ranks';
import { registerLeagueRoutes } from './routes/league';
import { registerLeagueFigureRoutes } from './routes/league-figures';
import { registerMatchRecordRoutes } from './routes/match-records';
import { registerBusinessCardRoutes } from './routes/business-card';
import { registerCaptureRoutes } from './routes/capture';
import { registerSiteDashboardRoutes } from './routes/site-dashboard';
import { registerPolicyPageRoutes } from './routes/policy-pages';
import { registerSetRoutes } from './routes/sets';
import { registerUnifiedSearchRoutes } from './routes/unified-search';
import { registerApiKeyRoutes } from './routes/api-keys';
import { registerWatchlistRoutes } from './routes/watchlist';
import { registerPublicApi } from './public-api/plugin';
import { closeServices, type Services } from './services/container';
import { errorAnswer } from './errors';

z.config(z.locales.ko());

export interface BuildOptions {
  services: Services;
  logger?: boolean;
  /** Serve the built web app and uploads (production). */
  serveStatic?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  router: CallRouter;
}

/**
 * Fastify's trustProxy from TRUST_PROXY: a hop count trusts that many proxies nearest to us (the client's
 * address is the entry the farthest of them appended); a list trusts those addresses and ranges.
 */
function trustedProxies(
  setting: number | string[] | false,
): boolean | string[] | ((a: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Builds the HTTP application around the given services; does not listen. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { services } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: services.env.LOG_LEVEL },
    trustProxy: trustedProxies(services.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Per-request log lines cost more than the requests themselves at full load; errors are still logged.
    logController: new LogController({ disableRequestLogging: services.env.NODE_ENV === 'production' }),
  });
  app.decorateRequest('user', null);
  app.addHook('onClose', () => closeServices(services));
  installSecurityHeaders(app, services.env);
  await installCompression(app);
  await app.register(cookie);
  // Limits are applied by name inside the auth calls (http/auth-limits.ts), not to every route.
  await app.register(rateLimit, {
    global: false,
    redis: services.redis ?? undefined,
    nameSpace: 'rate-limit:',
  });
  installErrorHandling(app);
  // Order matters: refuse banned IPs and cross-site posts before spending a query on the session.
  installRequestGuards(app, services);
  installSessions(app, services);

  const router = new CallRouter(app, services);
  registerCardRecordRoutes(router);
  registerReferenceRoutes(router);
  registerApplicationRoutes(router);
  registerTitleRoutes(router);
  registerSearchRoutes(router);
  registerCardPageRoutes(router);
  registerTradeStatsRoutes(router);
  registerTradeAdminRoutes(router);
  registerTradeRequestRoutes(router);
  registerWantMatchRoutes(router);
  registerCollectorValueRoutes(router);
  registerReviewRoutes(router);
  registerRankingRoutes(router);
  registerSitemapRoutes(router, app, services);
  registerAuthRoutes(router, createAuthLimits(app));
  registerMypageRoutes(router);
  registerPointRoutes(router);
  registerAdminUserRoutes(router);
  registerManagerAdminRoutes(router);
  registerReportRoutes(router);
  registerTradeRoutes(router);
  await registerTradeImageRoute(router, app, services);
  registerProvideRoutes(router);
  await registerProvideImageRoute(router, app, services);
  registerCollectionRoutes(router);
  registerDeckRoutes(router);
  registerCardEditRoutes(router);
  await registerCardEditImageRoute(router, app, services);
  registerTranslateAdminRoutes(router);
  await registerCardExcelRoutes(router, app, services);
  await registerCardLinkRoutes(router, app, services);
  await registerCardCatalogueRoutes(router, app, services);
  registerBoardRoutes(router);
  registerBoardAdminRoutes(router);
  await registerBoardImageRoute(router, app, services);
  await registerBannerAdminRoutes(router, app, services);
  registerTradeNoticeRoutes(router);
  registerTradeSettingRoutes(router);
  registerMessageRoutes(router);
  await registerPointmallRoutes(router, app, services);
  registerAttendanceRoutes(router);
  await registerContactRoutes(router, app, services);
  registerMemberReportRoutes(router);
  registerOfficialLeagueRoutes(router);
  registerSearchAndDeckSettingsRoutes(router);
  registerOfficialPlayerRoutes(router);
  registerDeckRankRoutes(router);
  registerLeagueRoutes(router);
  registerLeagueFigureRoutes(router);
  registerMatchRecordRoutes(router);
  registerBusinessCardRoutes(router);
  registerCaptureRoutes(app, services);
  registerSiteDashboardRoutes(router);
  registerPolicyPageRoutes(router);
  registerSetRoutes(router);
  registerUnifiedSearchRoutes(router);
  registerApiKeyRoutes(router);
  registerWatchlistRoutes(router);
  // The public card API (/v1): GETs with query strings, outside the call router.
  await registerPublicApi(app, services);

  if (options.serveStatic) {
    await registerStatic(app, services, firstPageHead(captureHead(services), recordPageHead(services)));
  }
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(errorAnswer('NOT_FOUND', MSG.notFound));
  });
  return { app, router };
}
