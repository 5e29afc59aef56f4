/**
 * Splits plain text into text and link parts (§5 Text linkify): http, https and ftp URLs and www.
 * addresses become links, e-mail-like text a mailto link. The parts are rendered as React text and
 * anchors, never as HTML, so a post cannot inject markup.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const PATTERN = /((?:https?|ftp):\/\/[^\s<>"']+|www\.[^\s<>"']+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi;
/** Punctuation that usually ends a sentence, not the address. */
const TRAILING = /[.,!?;:)\]]+$/;

export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const raw = match[0];
    const start = match.index;
    const trail = TRAILING.exec(raw)?.[0] ?? '';
    const value = raw.slice(0, raw.length - trail.length);
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: value, href: hrefOf(value) });
    last = start + value.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function hrefOf(value: string): string {
  if (/^(https?|ftp):\/\//i.test(value)) return value;
  if (/^www\./i.test(value)) return `http://${value}`;
  return `mailto:${value}`;
}
