import type { FastifyRequest } from 'fastify';
import { CAPTURE_HEIGHT, CAPTURE_WIDTH } from '../capture/size';
import { findDeckItem } from '../repositories/decks';
import { findUser } from '../repositories/users';
import { CAPTURE_PATHS } from '../routes/capture';
import type { Services } from '../services/container';

/**
 * Link previews of the capture pages (decision 035): KakaoTalk and the other messengers read the Open
 * Graph tags of the HTML a link answers, never what the page's script draws later, so the server puts the
 * matching picture's tags into index.html's head for /record_capture, /deck_capture and /businesscard.
 */

/** The extra head of a page, or null for a page that gets the plain index.html. */
export type PageHead = (req: FastifyRequest) => Promise<string | null>;

interface Preview {
  title: string;
  description: string;
  /** The picture's path and query on this site. */
  image: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tags of a preview, every value escaped. */
export function previewTags(preview: Preview, origin: string): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', '카드도감'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', `${origin}${preview.image}`),
    meta('property', 'og:image:width', String(CAPTURE_WIDTH)),
    meta('property', 'og:image:height', String(CAPTURE_HEIGHT)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('');
}

/** index.html with the tags at the end of its head. */
export const withHead = (html: string, tags: string) => html.replace('</head>', `${tags}</head>`);

const queryOf = (req: FastifyRequest) => req.query as Record<string, unknown>;
const stringParam = (value: unknown) => (typeof value === 'string' && value.length <= 60 ? value.trim() : '');

async function previewOf(services: Services, req: FastifyRequest): Promise<Preview | null> {
  const page = req.url.split('?')[0];
  const query = queryOf(req);
  if (page === '/record_capture' || page === '/businesscard') {
    const userId = stringParam(query.user_id);
    const user = userId ? await findUser(services.db, userId) : undefined;
    if (!user) return null;
    const encoded = encodeURIComponent(user.userId);
    return page === '/record_capture'
      ? {
          title: `${user.nickname}님의 대전 전적`,
          description: '카드도감에서 승패와 승률, 많이 사용한 덱을 확인하세요.',
          image: `${CAPTURE_PATHS.record}?user_id=${encoded}`,
        }
      : {
          title: `${user.nickname}님의 명함`,
          description: '카드도감 회원 명함: 최애 카드, 대표 덱, 리그 전적.',
          image: `${CAPTURE_PATHS.businessCard}?user_id=${encoded}`,
        };
  }
  if (page === '/deck_capture') {
    const id = Number(stringParam(query.id));
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const deck = await findDeckItem(services.db, id);
    // A private recipe's title is not shown to whoever holds the link.
    if (!deck || deck.status !== '공개') return null;
    return {
      title: `${deck.title} - 덱 레시피`,
      description: `${deck.writer_nickname}님의 덱 레시피를 카드도감에서 확인하세요.`,
      image: `${CAPTURE_PATHS.deck}?id=${id}`,
    };
  }
  return null;
}

/**
 * The capture pages' head: the site's address from the request as Fastify reads it (the forwarded
 * protocol and host only from the proxies TRUST_PROXY names).
 */
export function captureHead(services: Services): PageHead {
  return async (req) => {
    try {
      const preview = await previewOf(services, req);
      return preview ? previewTags(preview, `${req.protocol}://${req.host}`) : null;
    } catch (error) {
      // The page itself matters more than its preview: a failed lookup sends the plain index.html.
      req.log.warn({ err: error }, 'capture page preview failed');
      return null;
    }
  };
}
