import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { searchKeyword } from '@carddogam/contract/calls/search';
import { RANK_COLUMNS, type RankColumn, type RankRow } from '@carddogam/contract/calls/ranking';
import { NATIONS, type Nation } from '@carddogam/contract/constants';
import { PUBLIC_API_CACHE_SECONDS } from '@carddogam/contract/public-api/limits';
import { PUBLIC_API_MSG } from '@carddogam/contract/public-api/messages';
import { buildOpenApiDocument } from '@carddogam/contract/public-api/openapi';
import type { CardSearchQuery } from '@carddogam/contract/public-api/params';
import {
  PUBLIC_API_ROUTES,
  type PublicRoute,
  type PublicRoutes,
} from '@carddogam/contract/public-api/routes';
import type { ChartMonth } from '@carddogam/contract/trade/chart';
import * as reference from '../repositories/reference';
import { listAllSets } from '../repositories/sets';
import { rankCards } from '../repositories/ranking';
import { cardExists } from '../repositories/cards';
import type { DbOrTx } from '../db/client';
import type { Keyword } from '../repositories/search-conditions';
import type { Services } from '../services/container';
import { readSet } from '../services/sets';
import { PublicApiError } from './answers';
import { latestExport } from './bulk-export';
import { decodeCursor, encodeCursor } from './cursor';
import { loadPublicPrices } from './prices';
import {
  presentPublicCard,
  presentRankRow,
  presentSearchRow,
  presentSet,
  presentSetCard,
} from './presenters';
import { editionLinks, findSetName, searchPage } from './queries';
import { publicPageFromCopy } from '../search-copy/public-page';

/** The handler of each route of the table: the parsed parameters in, the answer's JSON text out. */

type Output<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
export interface HandlerInput<R extends PublicRoute> {
  path: Output<R['pathParams']>;
  query: Output<R['query']>;
}
type Handler<R extends PublicRoute> = (input: HandlerInput<R>) => Promise<string>;
/** Routes answered with JSON; the bulk file is streamed by the plugin (bulk-export.ts). */
export type JsonRouteName = Exclude<keyof PublicRoutes, 'bulkFile'>;
export type PublicHandlers = { [K in JsonRouteName]: Handler<PublicRoutes[K]> };

const cardMissing = () => new PublicApiError(404, 'CARD_NOT_FOUND', PUBLIC_API_MSG.cardMissing);
const json = (value: unknown) => JSON.stringify(value);

/** The /card/list keyword for the API's filters (the same conditions, searchConditions). */
export function publicSearchKeyword(q: CardSearchQuery) {
  const inEdition = (name: string | undefined) => (name ? { nation: q.nation, name } : null);
  return searchKeyword.parse({
    nation: q.nation,
    text: q.q ?? '',
    supertype: q.supertype ?? 'ALL',
    set: inEdition(q.set),
    rarity: inEdition(q.rarity),
    types: q.types ? q.types.split(',').map((t) => t.trim()) : [],
    hp_min: q.hp_min ?? null,
    hp_max: q.hp_max ?? null,
  });
}

/**
 * GET /v1/cards answered by the database: the page after the card `after` (null: the first), and a cursor
 * when more follow. The in-memory copy gives the same text (search-snapshot.ts).
 */
export async function searchAnswerFromDatabase(
  db: DbOrTx,
  site: string,
  keyword: Keyword,
  after: string | null,
  limit: number,
): Promise<string> {
  // Planned with its values (the default pool): a keyset page by card id is cheap to plan, and the right
  // plan depends on how common the searched text is.
  const rows = await searchPage(db, keyword, after, limit);
  const page = rows.slice(0, limit);
  const more = rows.length > limit;
  return json({
    data: page.map((r) => presentSearchRow(site, r)),
    next_cursor: more ? encodeCursor(page[page.length - 1]!.id) : null,
  });
}

function publicPageFromCopyOrNull(
  services: Services,
  keyword: Keyword,
  after: string | null,
  limit: number,
): string | null {
  const copy = services.searchCopy.current();
  return copy && publicPageFromCopy(copy, keyword, after, limit);
}

export function createHandlers(services: Services): PublicHandlers {
  const site = services.env.SITE_URL.replace(/\/+$/, '');
  // A card's answer is read far more than cards change; it may lag a change by the minute the answer's
  // Cache-Control already allows a CDN to keep it. Off with the other answer caches (ANSWER_CACHE=0).
  const cards = services.env.ANSWER_CACHE
    ? new LRUCache<string, string>({ max: 5000, ttl: PUBLIC_API_CACHE_SECONDS.default * 1000 })
    : null;
  // Built on first request: most test apps and processes never serve it.
  let openApi: string | undefined;

  return {
    async cardSearch({ query }) {
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (after === null && query.cursor !== undefined)
        throw new PublicApiError(400, 'BAD_REQUEST', PUBLIC_API_MSG.badCursor);
      const keyword = publicSearchKeyword(query);
      return (
        // From the in-memory copy of card_search when it is current (decision 043), else the database.
        publicPageFromCopyOrNull(services, keyword, after, query.limit) ??
        (await searchAnswerFromDatabase(services.db, site, keyword, after, query.limit))
      );
    },

    async card({ path }) {
      const hit = cards?.get(path.id);
      if (hit !== undefined) return hit;
      const [page] = JSON.parse(await services.cardPages.get(services.db, path.id)) as CardPage[];
      if (!page || page.deleted) throw cardMissing();
      const body = json(presentPublicCard(site, page, await editionLinks(services.db, path.id)));
      cards?.set(path.id, body);
      return body;
    },

    async cardPrices({ path, query }) {
      if (!(await cardExists(services.db, path.id))) throw cardMissing();
      return json(
        await loadPublicPrices(services, path.id, query.nation, Number(query.months) as ChartMonth),
      );
    },

    async sets() {
      const sets = await listAllSets(services.db);
      return json({ data: sets.map((s) => presentSet(site, s)) });
    },

    async set({ path }) {
      const nation = path.id.slice(0, 2) as Nation;
      const name = await findSetName(services.db, nation, path.id.slice(3));
      const found = name === undefined ? undefined : await readSet(services.db, nation, name);
      if (!found) throw new PublicApiError(404, 'SET_NOT_FOUND', PUBLIC_API_MSG.setMissing);
      const cardsInSet = found.cards.map((c) => presentSetCard(site, nation, c));
      return json({ data: { ...presentSet(site, found.set), cards: cardsInSet } });
    },

    async series() {
      const perNation = await Promise.all(
        NATIONS.map(async (nation) =>
          (await reference.listSeries(services.db, nation)).map((s) => ({ nation, name: s.series })),
        ),
      );
      return json({ data: perNation.flat() });
    },

    async rarities() {
      const rows = await reference.listRarities(services.db);
      return json({ data: rows.map((r) => ({ en: r.en, kr: r.kr || null, jp: r.jp || null })) });
    },

    async types() {
      const items = await reference.listSupertypeItems(services.db);
      const of = (category: string) =>
        items.filter((i) => i.category === category).map((i) => ({ en: i.en, kr: i.kr }));
      return json({
        data: {
          supertypes: of('supertype'),
          subtypes: items
            .filter((i) => i.category.startsWith('subtype:'))
            .map((i) => ({ supertype: i.category.slice('subtype:'.length), en: i.en, kr: i.kr })),
          types: of('type'),
        },
      });
    },

    async ranking({ query }) {
      // A column of another rank type is ignored, as the /rank screen's call does (its first column ranks).
      const sort = RANK_COLUMNS[query.type].some((c) => c.key === query.sort)
        ? (query.sort as RankColumn)
        : undefined;
      const keyword = {
        nation: query.nation,
        set_name: query.set ?? null,
        series: query.series ?? null,
        sort,
        direction: query.direction,
      };
      const rows = JSON.parse(
        await services.rankings.get(`v1:${query.type}:${query.nation}:${JSON.stringify(keyword)}`, () =>
          rankCards(services.db, query.type, query.nation, keyword),
        ),
      ) as RankRow[];
      return json({ data: rows.map((r, i) => presentRankRow(site, query.nation, r, i)) });
    },

    async bulk() {
      const info = await latestExport(services.env.dataDir);
      if (!info) throw new PublicApiError(404, 'EXPORT_NOT_FOUND', PUBLIC_API_MSG.bulkMissing);
      return json({ data: { ...info, url: `${site}${PUBLIC_API_ROUTES.bulkFile.path}` } });
    },

    async openapi() {
      openApi ??= json(buildOpenApiDocument(site));
      return openApi;
    },
  };
}
