import Image from '@tiptap/extension-image';
import { BOARD_IMAGE_PATTERN } from '@carddogam/contract/calls/board';

/**
 * Images of a post: only addresses our upload answers (`/upload/board/<uuid>.webp`), with `src` and `alt`
 * alone — what the server's sanitizer keeps (decision 027). Pasted pages lose their foreign images here
 * already, and the markdown `![](…)` shortcut is off, so the editor never shows what the post will not.
 */
export const BoardImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (BOARD_IMAGE_PATTERN.test(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
  addInputRules() {
    return [];
  },
}).configure({ inline: false, allowBase64: false });

/** How many images the document holds, for the per-post limit. */
export function countImages(doc: { descendants: (f: (node: { type: { name: string } }) => void) => void }) {
  let count = 0;
  doc.descendants((node) => {
    if (node.type.name === 'image') count += 1;
  });
  return count;
}
