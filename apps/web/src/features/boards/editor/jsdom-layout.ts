/**
 * jsdom has no layout: ranges lack getClientRects, which ProseMirror calls to scroll the cursor into view
 * after an insertion. Tests of the editor give ranges empty rectangles instead.
 */
export function stubRangeRects(): void {
  const proto = Range.prototype as Partial<Range>;
  proto.getClientRects ??= () => [] as unknown as DOMRectList;
  proto.getBoundingClientRect ??= () => new DOMRect();
}
