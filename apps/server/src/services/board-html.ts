import sanitizeHtml from 'sanitize-html';
import {
  CARD_MENTION_CLASS,
  CARD_MENTION_EDITION_ATTR,
  CARD_MENTION_ID_ATTR,
  CARD_MENTION_ID_PATTERN,
  CARD_MENTION_MAX,
  isMentionEdition,
  type CardMention,
} from '@carddogam/contract/board/mention';
import { BOARD_IMAGE_PATTERN } from '@carddogam/contract/calls/board';

/**
 * The board editor's HTML, made safe on the server (decision 027). The client's HTML is never trusted:
 * only the allow-listed tags and attributes below survive, links may only be http(s) and open in a new tab
 * without handing over the page, images may only be our own uploads, and the card mention chip keeps
 * exactly its validated attributes. Everything else is dropped; the text inside a dropped tag stays, except
 * inside script, style and the like, whose text is dropped too.
 */

export interface SanitizedPost {
  html: string;
  /** The text without markup, for 내용 search and for telling an empty post. */
  text: string;
  imageCount: number;
  mentions: CardMention[];
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
  'img',
  'span',
];

const LINK_REL = 'noopener nofollow ugc';
const NONE: sanitizeHtml.Attributes = {};

function baseOptions(mentions: CardMention[]): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt'],
      span: ['class', CARD_MENTION_ID_ATTR, CARD_MENTION_EDITION_ATTR],
    },
    allowedClasses: { span: [CARD_MENTION_CLASS] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    // Markup that is not in the list is dropped with its text for these; other tags are unwrapped.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'title',
      'iframe',
      'xmp',
      'noembed',
      'noframes',
      'template',
      'object',
      'svg',
      'math',
    ],
    disallowedTagsMode: 'discard',
    enforceHtmlBoundary: false,
    // A tag whose attributes do not validate is emptied here and unwrapped (or, for an image, removed) by
    // exclusiveFilter below. (Renaming it to a disallowed tag instead trips a sanitize-html bug that
    // writes the new name into a later closing tag.)
    transformTags: {
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const href = safeHref(attribs.href);
        return { tagName: 'a', attribs: href ? { href, rel: LINK_REL, target: '_blank' } : NONE };
      },
      img: (_tagName, attribs): sanitizeHtml.Tag => ({
        tagName: 'img',
        attribs: BOARD_IMAGE_PATTERN.test(attribs.src ?? '')
          ? { src: attribs.src!, alt: (attribs.alt ?? '').slice(0, 200) }
          : NONE,
      }),
      span: (_tagName, attribs): sanitizeHtml.Tag => {
        const mention = mentionOf(attribs);
        if (!mention || mentions.length >= CARD_MENTION_MAX) return { tagName: 'span', attribs: NONE };
        mentions.push(mention);
        return {
          tagName: 'span',
          attribs: {
            class: CARD_MENTION_CLASS,
            [CARD_MENTION_ID_ATTR]: mention.card_id,
            [CARD_MENTION_EDITION_ATTR]: mention.edition,
          },
        };
      },
      // Headings the editor does not offer become the nearest one it does.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      div: 'p',
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return !frame.attribs.src;
      if (frame.tag === 'a') return frame.attribs.href ? false : 'excludeTag';
      if (frame.tag === 'span') return frame.attribs.class ? false : 'excludeTag';
      return false;
    },
  };
}

/**
 * An http(s) address, or null. Browsers ignore tabs, newlines and leading control characters in a URL
 * ('java\tscript:'), so those are removed before the scheme is read; sanitize-html checks the scheme again.
 */
function safeHref(raw: string | undefined): string | null {
  if (!raw) return null;
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^https?:\/\/[^/\\]/i.test(href) ? href : null;
}

function mentionOf(attribs: Record<string, string>): CardMention | null {
  const classes = (attribs.class ?? '').split(/\s+/);
  const cardId = attribs[CARD_MENTION_ID_ATTR] ?? '';
  const edition = attribs[CARD_MENTION_EDITION_ATTR];
  if (!classes.includes(CARD_MENTION_CLASS)) return null;
  if (!CARD_MENTION_ID_PATTERN.test(cardId) || !isMentionEdition(edition)) return null;
  return { card_id: cardId, edition };
}

/** Block ends become line breaks in the text copy, so words of two paragraphs do not run together. */
const BLOCK_END = /<\/(p|h2|h3|h4|li|blockquote|pre)>|<br \/>|<hr \/>/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The plain text of sanitized HTML: tags removed, entities decoded, runs of blank space collapsed. */
export function htmlToText(safeHtml: string): string {
  const stripped = sanitizeHtml(safeHtml.replace(BLOCK_END, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(stripped)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export function sanitizePostHtml(dirty: string): SanitizedPost {
  const mentions: CardMention[] = [];
  const html = sanitizeHtml(dirty, baseOptions(mentions)).trim();
  const imageCount = (html.match(/<img /g) ?? []).length;
  return { html, text: htmlToText(html), imageCount, mentions };
}
