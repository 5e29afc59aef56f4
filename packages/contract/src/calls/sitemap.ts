import { z } from 'zod';
import { defineCall, noParams } from '../call';

/** §7.10 Sitemap lists (no payload). Dates are ISO strings as stored; the sitemap skips invalid ones. */
const dated = z.object({ id: z.union([z.string(), z.number()]), lastmod: z.string().nullable() });

export const sitemapCalls = {
  cards: defineCall('/api/sitemap/card/list', noParams, z.array(dated)),
  boards: defineCall(
    '/api/sitemap/board/list',
    noParams,
    z.array(dated.extend({ board_group: z.string(), board_name: z.string() })),
  ),
  tradePosts: defineCall('/api/sitemap/trade/post/list', noParams, z.array(dated)),
  pointmall: defineCall('/api/sitemap/pointmall/list', noParams, z.array(dated)),
  decks: defineCall('/api/sitemap/deck/list', noParams, z.array(dated)),
  leagues: defineCall('/api/sitemap/official_league/league', noParams, z.array(dated)),
  leagueDecks: defineCall('/api/sitemap/official_league/deck', noParams, z.array(dated)),
  leaguePlayers: defineCall('/api/sitemap/official_league/player', noParams, z.array(dated)),
};
