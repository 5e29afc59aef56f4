import { BOARD_CONTENT_MAX_BYTES, BOARD_TITLE_MAX } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';

/** What the write and update forms edit. */
export interface PostFields {
  title: string;
  /** 말머리; null for none. */
  category: string | null;
  /** The editor's HTML. */
  content: string;
  isNotice: boolean;
}

export const EMPTY_FIELDS: PostFields = { title: '', category: null, content: '', isNotice: false };

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** HTML with no text, image or card chip: what an untouched editor gives ('<p></p>'). */
export function isBlankHtml(html: string): boolean {
  if (/<img[\s>]|class="card-mention"/.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}

/** Fields compared as the member sees them: an empty editor equals no content at all. */
export function sameFields(a: PostFields, b: PostFields): boolean {
  const content = (f: PostFields) => (isBlankHtml(f.content) ? '' : f.content);
  return (
    a.title === b.title &&
    (a.category ?? null) === (b.category ?? null) &&
    content(a) === content(b) &&
    a.isNotice === b.isNotice
  );
}

export interface FieldProblems {
  title?: string;
  content?: string;
}

/**
 * The contract's rules checked before sending (the server checks them again): a title of 1–100
 * characters and content of at most 100 KB of UTF-8 that is not empty.
 */
export function fieldProblems(fields: PostFields): FieldProblems {
  const problems: FieldProblems = {};
  const title = fields.title.trim();
  if (!title) problems.title = BOARD_MSG.titleRequired;
  else if (title.length > BOARD_TITLE_MAX) problems.title = BOARD_MSG.titleTooLong;
  if (isBlankHtml(fields.content)) problems.content = BOARD_MSG.contentRequired;
  else if (utf8Bytes(fields.content) > BOARD_CONTENT_MAX_BYTES) problems.content = BOARD_MSG.contentTooLong;
  return problems;
}
