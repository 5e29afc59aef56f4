import { LRUCache } from 'lru-cache';
import { cardId as cardIdSchema, id as rowIdSchema } from '@carddogam/contract/call';
import { PAGE_NAMES, recordPageName } from '@carddogam/contract/page-title';
import type { Db } from '../db/client';
import { canReadBoard, canViewDeck } from '../policies/permissions';
import {
  findBoardPostHead,
  findDeckHead,
  findOfficialLeagueHead,
  findTradePostHead,
} from '../repositories/page-head';
import { findProduct } from '../repositories/pointmall';
import { CAPTURE_PATHS } from '../routes/capture';
import type { BoardDirectory } from './board-directory';
import type { ChangeEvents } from './changes';
import { cardPicture, cardPreview } from './page-head-card';

/**
 * What search engines and link previews (KakaoTalk, Naver, Google) see of a record's page before any
 * script runs: its title, a short summary, a picture and its one address. Every lookup sees the page as a
 * guest does, since crawlers are guests: a private deck, a hidden product or a post of a members-only
 * board gets the site's own head, like an unknown id.
 */
export interface PagePreview {
  /** The §2.1 page name, as the web app's document title names the page. */
  pageName: string;
  /** The record's own name, for og:title. */
  title: string;
  description: string;
  /** The picture's address (absolute, or a path on this site); null for none. */
  image: string | null;
  /** A card picture is portrait and small; other pictures (captures, uploads) are shown large. */
  imageKind: 'card' | 'wide';
  /** Path and query of the page's one address (the sitemap's, §7.10). */
  canonicalPath: string;
  /** schema.org Product figures of a card with prices, in KRW. */
  product?: {
    sku: string;
    averagePrice: number;
    lowPrice: number;
    highPrice: number;
    offerCount: number;
  };
}

export interface PreviewSources {
  db: Db;
  boards: BoardDirectory;
}

const DESCRIPTION_MAX = 150;
/** The official-event pages are named by their section, not per event (§2.1, the web app's tab). */
const OFFICIAL_LEAGUE_PAGE_NAME = PAGE_NAMES.officialLeague;

/** Plain text of a (possibly HTML) body, on one line and cut to a preview's length. */
export function summaryOf(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > DESCRIPTION_MAX ? `${plain.slice(0, DESCRIPTION_MAX - 1)}…` : plain;
}

const joinFacts = (...facts: Array<string | null | undefined | false>) =>
  facts.filter((fact): fact is string => Boolean(fact)).join(' · ');

async function tradePostPreview(db: Db, id: number): Promise<PagePreview | null> {
  const post = await findTradePostHead(db, id);
  if (!post) return null;
  const picture = post.images[0] ?? null;
  // Many sale posts carry no photo: the first card's picture still shows what is for sale.
  const cardImage =
    picture === null && post.first_card_id && post.first_card_nation
      ? await cardPicture(db, post.first_card_id, post.first_card_nation)
      : null;
  return {
    pageName: post.title,
    title: post.title,
    description: summaryOf(post.content) || joinFacts(post.nickname && `${post.nickname}님의 카드 거래 글`),
    image: picture ?? cardImage,
    imageKind: picture ? 'wide' : 'card',
    canonicalPath: `/trade/post/read?id=${post.id}`,
  };
}

async function deckPreview(db: Db, id: number): Promise<PagePreview | null> {
  const deck = await findDeckHead(db, id);
  if (!deck || !canViewDeck(null, deck).ok) return null;
  const counts = `포켓몬 ${deck.pokemon_count} · 트레이너스 ${deck.trainer_count} · 에너지 ${deck.energy_count}`;
  return {
    pageName: deck.title,
    title: deck.title,
    description: summaryOf(
      joinFacts(
        deck.nickname && `${deck.nickname}님의 덱 레시피`,
        deck.regulation_group,
        counts,
        deck.content,
      ),
    ),
    // The deck's picture, drawn by the capture route as its own link previews show it (decision 035).
    image: `${CAPTURE_PATHS.deck}?id=${deck.id}`,
    imageKind: 'wide',
    canonicalPath: `/deck/read?id=${deck.id}`,
  };
}

async function boardPostPreview({ db, boards }: PreviewSources, id: number): Promise<PagePreview | null> {
  const post = await findBoardPostHead(db, id);
  if (!post || post.blinded) return null;
  const board = await boards.byId(post.board_id);
  if (!board || !canReadBoard(null, board).ok) return null;
  const q = encodeURIComponent;
  return {
    pageName: recordPageName({ kind: 'board', id: String(post.id), boardName: board.name }, post.title),
    title: post.title,
    description: summaryOf(post.text) || board.name,
    // The sanitizer writes attribute values escaped; the address itself has only '&' to undo.
    image: post.first_image?.replace(/&amp;/g, '&') ?? null,
    imageKind: 'wide',
    canonicalPath: `/board/read?board_group=${q(board.group)}&board_name=${q(board.name)}&id=${post.id}`,
  };
}

async function productPreview(db: Db, id: number): Promise<PagePreview | null> {
  const product = await findProduct(db, id);
  // A hidden product is seen by mall staff only (services/pointmall.ts productTitle).
  if (!product || !product.isShow) return null;
  return {
    pageName: product.title,
    title: product.title,
    description: summaryOf(joinFacts(`${product.price.toLocaleString('ko-KR')} 포인트`, product.content)),
    image: product.images[0] ?? product.image ?? null,
    imageKind: 'wide',
    canonicalPath: `/pointmall/read?id=${product.id}`,
  };
}

async function officialLeaguePreview(db: Db, id: number): Promise<PagePreview | null> {
  const event = await findOfficialLeagueHead(db, id);
  if (!event) return null;
  const players = event.player_count ? `${event.player_count}명` : null;
  return {
    pageName: OFFICIAL_LEAGUE_PAGE_NAME,
    title: `${event.name} - ${OFFICIAL_LEAGUE_PAGE_NAME}`,
    description: joinFacts(event.event_date, event.type_name, event.venue, event.division, players),
    image: null,
    imageKind: 'wide',
    canonicalPath: `/official_league/read?id=${event.id}`,
  };
}

/** The pages that have a preview, by path, with how each reads its id. */
const PAGES: Record<string, (sources: PreviewSources, id: string) => Promise<PagePreview | null>> = {
  '/card/detail': ({ db }, id) => cardPreview(db, id),
  '/trade/post/read': ({ db }, id) => tradePostPreview(db, Number(id)),
  '/deck/read': ({ db }, id) => deckPreview(db, Number(id)),
  '/board/read': (sources, id) => boardPostPreview(sources, Number(id)),
  '/pointmall/read': ({ db }, id) => productPreview(db, Number(id)),
  '/official_league/read': ({ db }, id) => officialLeaguePreview(db, Number(id)),
};

/** The cache key of a page with a preview ('/deck/read 12'), or null for any other page or a malformed id. */
export function previewKey(pathname: string, rawId: unknown): string | null {
  if (!(pathname in PAGES) || typeof rawId !== 'string') return null;
  const parsed = (pathname === '/card/detail' ? cardIdSchema : rowIdSchema).safeParse(rawId);
  if (!parsed.success) return null;
  return `${pathname} ${String(parsed.data)}`;
}

/**
 * Previews by page, kept a minute: a link shared in a chat is fetched by every member's client at once.
 * Every write that changes what a preview shows drops it at once (the change events, decision 025): card
 * and price writes their card's entry, trade post, product and event writes their page's ('pages').
 */
export class PagePreviews {
  private readonly cache = new LRUCache<string, PagePreview>({ max: 5000, ttl: 60_000 });

  constructor(
    private readonly sources: PreviewSources,
    changes: ChangeEvents,
  ) {
    const dropCard = (id: string) => this.cache.delete(`/card/detail ${id}`);
    changes.on('cards', ({ ids }) => ids.forEach(dropCard));
    changes.on('prices', ({ editions }) => editions.forEach((e) => dropCard(e.cardId)));
    // A board's gate may now hide its posts from guests.
    changes.on('boards', () => this.cache.clear());
    changes.on('decks', () => this.cache.clear());
    changes.on('pages', ({ path, ids }) => ids.forEach((id) => this.cache.delete(`${path} ${id}`)));
  }

  /** The page's preview; null for a page without one, an unknown id or a record guests may not see. */
  async get(pathname: string, rawId: unknown): Promise<PagePreview | null> {
    const key = previewKey(pathname, rawId);
    if (!key) return null;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = key.slice(pathname.length + 1);
    const preview = await PAGES[pathname]!(this.sources, id);
    // A missing record is not kept: it may be written the next moment.
    if (preview) this.cache.set(key, preview);
    return preview;
  }
}
