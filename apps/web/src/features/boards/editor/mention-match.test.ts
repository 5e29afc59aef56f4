import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { boardEditorExtensions } from './extensions';
import { findCardMentionMatch } from './mention-match';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** The match at the end of the first paragraph of `html`. */
function matchAtEnd(html: string) {
  editor = new Editor({ extensions: boardEditorExtensions(), content: html });
  const end = editor.state.doc.firstChild!.nodeSize - 1;
  return findCardMentionMatch({ $position: editor.state.doc.resolve(end) });
}

describe('the [[ trigger', () => {
  it('takes the text after [[ as the query, spaces included, whatever stands before', () => {
    expect(matchAtEnd('<p>이 카드[[리자몽 ex</p>')).toEqual({
      range: { from: 5, to: 13 },
      query: '리자몽 ex',
      text: '[[리자몽 ex',
    });
    expect(matchAtEnd('<p>[[</p>')?.query).toBe('');
  });

  it('uses the last [[ before the cursor', () => {
    expect(matchAtEnd('<p>[[피카츄]] 와 [[라이</p>')?.query).toBe('라이');
  });

  it('does not match closed, space-led, overlong or absent queries', () => {
    expect(matchAtEnd('<p>[[피카츄]]</p>')).toBeNull();
    expect(matchAtEnd('<p>[[ 피카츄</p>')).toBeNull();
    expect(matchAtEnd(`<p>[[${'가'.repeat(41)}</p>`)).toBeNull();
    expect(matchAtEnd('<p>피카츄 [리자몽</p>')).toBeNull();
  });
});
