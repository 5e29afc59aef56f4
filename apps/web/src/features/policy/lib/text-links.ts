/**
 * A policy line cut into text and links, so an address written in a text can be followed: http(s)
 * addresses open in a new tab, the site's own paths ('/contact/write') in the app. Anything else, a
 * 'javascript:' address included, stays text.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'external' | 'internal'; text: string };

const LINK = /(https?:\/\/[^\s<>"')]+)|((?:^|(?<=[\s(]))\/[a-z_]+(?:\/[a-z_]+)*(?:\?[^\s<>"')]*)?)/gi;

export function textPieces(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const at = match.index;
    if (at > last) pieces.push({ kind: 'text', text: line.slice(last, at) });
    // A sentence's full stop or comma after an address is not part of it.
    const address = match[0].replace(/[.,]+$/, '');
    pieces.push({ kind: match[1] ? 'external' : 'internal', text: address });
    last = at + address.length;
  }
  if (last < line.length) pieces.push({ kind: 'text', text: line.slice(last) });
  return pieces;
}
