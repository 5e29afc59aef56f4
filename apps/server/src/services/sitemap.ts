import type { Dated } from '../repositories/sitemap';

/** Builds sitemap.xml by the rules of §2.2. */

/** Public pages that are always listed (the §2.2 routes that are neither records nor excluded). */
export const STATIC_PATHS = [
  '/',
  '/card/list',
  '/rank',
  '/trade/post/list',
  '/trade/card_list',
  '/deck/list',
  '/collection/challengebook/list',
  '/pointmall/list',
  '/day_check',
  '/policy/apiguide',
  '/policy/rule',
  '/policy/privacy',
  '/policy/denyemail',
  '/policy/pointguide',
  '/policy/creditsandcontact',
];

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

export interface SitemapSources {
  cards: Dated[];
  boards: Array<Dated & { board_group: string; board_name: string }>;
  tradePosts: Dated[];
  pointmall: Dated[];
  decks: Dated[];
  leagues: Dated[];
  leagueDecks: Dated[];
  leaguePlayers: Dated[];
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** 'YYYY-MM-DD' of a stored date, or null when it is not a real calendar date ('2024-02-30' is not). */
export function sitemapDate(value: string | null): string | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  const real = day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
  return real ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

export function buildSitemapEntries(
  site: string,
  sources: SitemapSources,
  now: Date,
  warn: (message: string) => void,
): SitemapEntry[] {
  const entries: SitemapEntry[] = STATIC_PATHS.map((p) => ({ loc: site + p }));
  const add = (
    kind: string,
    rows: Dated[],
    path: (row: Dated) => string,
    lastmod = (r: Dated) => r.lastmod,
  ) => {
    for (const row of rows) {
      const date = sitemapDate(lastmod(row));
      if (!date) {
        warn(`sitemap: ${kind} ${row.id} has an invalid date (${String(row.lastmod)}); skipped`);
        continue;
      }
      entries.push({ loc: site + path(row), lastmod: date });
    }
  };
  const q = encodeURIComponent;
  const today = now.toISOString();
  add('card', sources.cards, (r) => `/card/detail?id=${q(String(r.id))}`);
  add('board post', sources.boards, (r) => {
    const b = r as Dated & { board_group: string; board_name: string };
    return `/board/read?board_group=${q(b.board_group)}&board_name=${q(b.board_name)}&id=${b.id}`;
  });
  add('trade post', sources.tradePosts, (r) => `/trade/post/read?id=${r.id}`);
  add('point-mall item', sources.pointmall, (r) => `/pointmall/read?id=${r.id}`);
  add('deck', sources.decks, (r) => `/deck/read?id=${r.id}`);
  add('league', sources.leagues, (r) => `/league/tournament/list?id=${r.id}`);
  // Official-league decks and players carry no date of their own: they use the current time (§2.2).
  add(
    'league deck',
    sources.leagueDecks,
    (r) => `/league/deck/detail?id=${r.id}`,
    () => today,
  );
  add(
    'league player',
    sources.leaguePlayers,
    (r) => `/league/player/detail?id=${r.id}`,
    () => today,
  );
  return entries;
}

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(site: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /api/',
    'Disallow: /mypage/',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}
