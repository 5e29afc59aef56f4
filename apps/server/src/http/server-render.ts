import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeEvents, ChangeKind } from '../services/changes';
import { scriptSafeJson } from './page-head';
import { SESSION_COOKIE } from './session-cookie';

/**
 * Server rendering of the pages a guest's visit most often starts on (decision 041): the web app's server
 * bundle (apps/web/dist-server, `vite build --ssr`) renders the page with the answers it asks for, and
 * the browser hydrates that HTML instead of drawing an empty page. Members (a session cookie) get the
 * plain shell as before: their pages differ per member and are not worth rendering twice.
 */

/** The paths rendered on the server; every other path is the empty shell drawn in the browser. */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set(['/', '/card/list', '/card/detail']);

/** The part of the web app's server bundle the server uses (apps/web/src/entry-server.tsx). */
interface ServerBundle {
  renderPage(
    url: URL,
    mobile: boolean,
    onError: (error: unknown, componentStack?: string) => void,
  ): Promise<{ html: string; state: unknown } | null>;
  setServerTransport(
    transport: (path: string, body: string) => Promise<{ status: number; text: string }>,
  ): void;
  SSR_STATE_ELEMENT_ID: string;
}

/** The visitor a render is for: its calls reach the API as that visitor's own would. */
interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Rendered pages are kept briefly: a shared link brings many guests to one page at once. Any announced
 * change empties the cache, as it does the answer caches the render reads (services/container.ts); what
 * has no change event (new board posts on the front page) shows within the half minute.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_ENTRIES = 1_000;
const CHANGE_KINDS: ChangeKind[] = [
  'cards',
  'prices',
  'reviews',
  'decks',
  'collections',
  'ipBans',
  'boards',
  'pages',
];

/** Phones and small tablets get the mobile layout; the browser corrects a wrong guess right after hydrating. */
export function looksMobile(req: FastifyRequest): boolean {
  const hint = req.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(req.headers['user-agent'] ?? '');
}

export class ServerRenderer {
  private readonly visitors = new AsyncLocalStorage<Visitor>();
  private readonly cache = new LRUCache<string, string>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS });

  constructor(
    private readonly bundle: ServerBundle,
    app: FastifyInstance,
    private readonly siteUrl: string,
    changes: ChangeEvents,
  ) {
    // The page's calls go through the whole API (guards, policies, validation) in this process.
    bundle.setServerTransport(async (callPath, body) => {
      const visitor = this.visitors.getStore();
      const answer = await app.inject({
        method: 'POST',
        url: callPath,
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...(visitor?.userAgent ? { 'user-agent': visitor.userAgent } : {}),
        },
        remoteAddress: visitor?.ip,
      });
      return { status: answer.statusCode, text: answer.body };
    });
    for (const kind of CHANGE_KINDS) changes.on(kind, () => this.cache.clear());
  }

  /** Whether this request gets a server-rendered page. */
  rendersFor(req: FastifyRequest): boolean {
    return (
      req.method === 'GET' &&
      SERVER_RENDERED_PATHS.has(req.url.split('?')[0]!) &&
      !req.cookies[SESSION_COOKIE]
    );
  }

  /**
   * #root with the page's markup, and the state beside it, or null when the browser should draw it (the render declined
   * or failed: the empty shell still works).
   */
  async render(req: FastifyRequest): Promise<string | null> {
    const mobile = looksMobile(req);
    const key = `${mobile ? 'm' : 'd'}${req.url}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    try {
      const url = new URL(req.url, this.siteUrl);
      const page = await this.visitors.run({ ip: req.ip, userAgent: req.headers['user-agent'] }, () =>
        this.bundle.renderPage(url, mobile, (error, componentStack) =>
          req.log.warn({ err: error, componentStack }, 'a part of the page failed to render on the server'),
        ),
      );
      if (!page) return null;
      const root =
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${this.bundle.SSR_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
      this.cache.set(key, root);
      return root;
    } catch (error) {
      req.log.warn({ err: error }, 'server render failed');
      return null;
    }
  }
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The entry script and the chunks announced beside it, in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const CHUNK_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with a rendered page in place of its empty #root. The page is readable without its script,
 * so the script waits for the first paint: the page loads /ssr-boot.js instead, which fetches the entry
 * and the chunks index.html announced (named in its data attributes) once the page is on screen.
 */
export function withRenderedRoot(html: string, root: string): string {
  const at = html.indexOf(ROOT_ELEMENT);
  const entry = ENTRY_SCRIPT.exec(html);
  if (at < 0 || !entry) return html;
  const chunks = [...html.matchAll(CHUNK_LINK)].map((link) => link[1]);
  const boot =
    `<script type="module" src="/ssr-boot.js" data-entry="${entry[1]}" ` +
    `data-chunks="${chunks.join(' ')}"></script>`;
  const page = html.slice(0, at) + root + html.slice(at + ROOT_ELEMENT.length);
  return page.replace(CHUNK_LINK, '').replace(ENTRY_SCRIPT, boot);
}

/** The web app's server bundle, when it has been built (production); null otherwise. */
export async function loadServerRenderer(
  ssrDist: string,
  app: FastifyInstance,
  siteUrl: string,
  changes: ChangeEvents,
): Promise<ServerRenderer | null> {
  const entry = path.join(ssrDist, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  return new ServerRenderer(bundle, app, siteUrl, changes);
}
