import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';

/**
 * Pasted pages keep their shape the way the server reshapes them (decision 027): `h1` becomes `h2` and
 * `h5`/`h6` become `h4`, instead of falling back to plain paragraphs in the editor.
 */
export function reshapeHeadings(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2').replace(/<(\/?)h[56](?=[\s>])/gi, '<$1h4');
}

export const PasteShape = Extension.create({
  name: 'pasteShape',
  addProseMirrorPlugins() {
    return [
      new Plugin({ key: new PluginKey('pasteShape'), props: { transformPastedHTML: reshapeHeadings } }),
    ];
  },
});
