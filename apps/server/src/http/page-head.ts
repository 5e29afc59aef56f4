import type { FastifyRequest } from 'fastify';
import { SITE_NAME } from '@carddogam/contract/constants';
import { formatDocumentTitle } from '@carddogam/contract/page-title';
import type { Services } from '../services/container';
import { PagePreviews, type PagePreview } from '../services/page-head';
import type { PageHead } from './capture-meta';

/**
 * The head of the record pages (card, trade post, deck, board post, point-mall product, official event):
 * the web app is one index.html for every path, so without this KakaoTalk, Naver and Google would see only
 * the site's generic title. The tags replace index.html's own <title> and description.
 */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON inside a <script> element: '<' could close the element and U+2028/2029 end a line in old parsers,
 * so they are written as escapes, which JSON reads back unchanged.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );


const absolute = (address: string, origin: string) =>
  /^https?:\/\//i.test(address) ? address : address.startsWith('/') ? `${origin}${address}` : null;

/**
 * schema.org Product with the KRW prices of the edition the page opens on. A <script> of type
 * application/ld+json is a data block the browser never runs, so the CSP's script-src does not apply to it.
 */
function productJsonLd(preview: PagePreview, url: string, image: string | null): string {
  const product = preview.product!;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: preview.title,
    description: preview.description,
    sku: product.sku,
    url,
    ...(image ? { image: [image] } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'KRW',
      price: product.averagePrice,
      lowPrice: product.lowPrice,
      highPrice: product.highPrice,
      offerCount: product.offerCount,
    },
  };
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

/** The head tags of a preview, every value escaped; `origin` is the site's public address. */
export function pageHeadTags(preview: PagePreview, origin: string): string {
  const url = `${origin}${preview.canonicalPath}`;
  const image = preview.image ? absolute(preview.image, origin) : null;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const largePicture = image && preview.imageKind === 'wide';
  return [
    `<title>${escapeHtml(formatDocumentTitle(preview.pageName))}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', preview.product ? 'product' : 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', largePicture ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(preview.product ? [productJsonLd(preview, url, image)] : []),
  ].join('');
}

const TITLE_TAG = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>\s*/;

interface Template {
  /** The document up to '</head>' without its generic <title> and description. */
  head: string;
  /** The same with them, for tags that bring neither. */
  headWithGeneric: string;
  /** '</head>' and the rest. */
  rest: string;
}

/** Split once per base page (index.html and the route pages): each answer is then two concatenations. */
const templates = new Map<string, Template>();

function templateOf(html: string): Template {
  let template = templates.get(html);
  if (!template) {
    const at = html.indexOf('</head>');
    const headWithGeneric = at < 0 ? html : html.slice(0, at);
    template = {
      headWithGeneric,
      head: headWithGeneric.replace(TITLE_TAG, '').replace(DESCRIPTION_TAG, ''),
      rest: at < 0 ? '' : html.slice(at),
    };
    templates.set(html, template);
  }
  return template;
}

/**
 * index.html with the tags at the end of its head. Tags bringing their own <title> (the record pages')
 * take the place of the generic title and description: a second <title> would be ignored by every reader.
 */
export function withPageHead(html: string, tags: string): string {
  const template = templateOf(html);
  const head = tags.startsWith('<title>') ? template.head : template.headWithGeneric;
  return head + tags + template.rest;
}

/** The site's public address without a trailing slash (SITE_URL; the sitemap's too). */
const originOf = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/**
 * The record pages' head. The address is SITE_URL rather than the request's Host header: a canonical
 * link must not follow whatever host a client wrote, and one answer then fits every request of a page.
 */
export function recordPageHead(services: Services): PageHead {
  const previews = new PagePreviews({ db: services.db, boards: services.boards }, services.changes);
  const origin = originOf(services.env.SITE_URL);
  // The tags of each cached preview, written once: most requests of a shared link are cache hits.
  const rendered = new WeakMap<PagePreview, string>();
  return async (req: FastifyRequest) => {
    const pathname = req.url.split('?')[0]!;
    try {
      const preview = await previews.get(pathname, (req.query as Record<string, unknown>).id);
      if (!preview) return null;
      let tags = rendered.get(preview);
      if (tags === undefined) {
        tags = pageHeadTags(preview, origin);
        rendered.set(preview, tags);
      }
      return tags;
    } catch (error) {
      // The page itself matters more than its preview: a failed lookup sends the plain index.html.
      req.log.warn({ err: error }, 'page preview failed');
      return null;
    }
  };
}

/** The first of several heads that has tags for the request. */
export function firstPageHead(...heads: PageHead[]): PageHead {
  return async (req) => {
    for (const head of heads) {
      const tags = await head(req);
      if (tags) return tags;
    }
    return null;
  };
}
