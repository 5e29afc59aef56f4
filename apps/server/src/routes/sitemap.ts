import { sitemapCalls } from '@carddogam/contract/calls/sitemap';
import type { FastifyInstance } from 'fastify';
import type { CallRouter } from '../http/call-router';
import { anyone } from '../policies/roles';
import * as lists from '../repositories/sitemap';
import type { Services } from '../services/container';
import { buildSitemapEntries, renderRobots, renderSitemap, type SitemapSources } from '../services/sitemap';

const noLeagueData = async () => [] as lists.Dated[];

/** §7.10 lists and the /sitemap.xml and /robots.txt built from them. */
export function registerSitemapRoutes(r: CallRouter, app: FastifyInstance, services: Services): void {
  r.handle(sitemapCalls.cards, anyone, () => lists.listCardsForSitemap(services.db));
  r.handle(sitemapCalls.boards, anyone, () => lists.listBoardPostsForSitemap(services.db));
  r.handle(sitemapCalls.tradePosts, anyone, () => lists.listTradePostsForSitemap(services.db));
  r.handle(sitemapCalls.pointmall, anyone, () => lists.listPointmallForSitemap(services.db));
  r.handle(sitemapCalls.decks, anyone, () => lists.listDecksForSitemap(services.db));
  r.handle(sitemapCalls.leagues, anyone, () => lists.listLeaguesForSitemap(services.db));
  // Archetype pages belong to the deck ranks; until those serve them the list is empty.
  r.handle(sitemapCalls.leagueDecks, anyone, noLeagueData);
  r.handle(sitemapCalls.leaguePlayers, anyone, () => lists.listLeaguePlayersForSitemap(services.db));

  let cached: { xml: string; at: number } | null = null;
  const site = services.env.SITE_URL.replace(/\/$/, '');
  app.get('/sitemap.xml', async (_req, reply) => {
    if (!cached || Date.now() - cached.at > 60 * 60 * 1000) {
      // A list that cannot be read yields an empty list rather than no sitemap (§2.2).
      const safe = async <T>(load: () => Promise<T[]>): Promise<T[]> =>
        load().catch((err: unknown) => {
          app.log.warn({ err }, 'sitemap list failed');
          return [];
        });
      const sources: SitemapSources = {
        cards: await safe(() => lists.listCardsForSitemap(services.db)),
        boards: await safe(() => lists.listBoardPostsForSitemap(services.db)),
        tradePosts: await safe(() => lists.listTradePostsForSitemap(services.db)),
        pointmall: await safe(() => lists.listPointmallForSitemap(services.db)),
        decks: await safe(() => lists.listDecksForSitemap(services.db)),
        leagues: await safe(() => lists.listLeaguesForSitemap(services.db)),
        leagueDecks: [],
        leaguePlayers: await safe(() => lists.listLeaguePlayersForSitemap(services.db)),
      };
      const entries = buildSitemapEntries(site, sources, new Date(), (m) => app.log.warn(m));
      cached = { xml: renderSitemap(entries), at: Date.now() };
    }
    return reply.type('application/xml; charset=utf-8').send(cached.xml);
  });
  app.get('/robots.txt', (_req, reply) => reply.type('text/plain; charset=utf-8').send(renderRobots(site)));
}
