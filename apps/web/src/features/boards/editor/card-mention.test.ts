import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { cardMentionHtml } from '@carddogam/contract/board/mention';
import { CARD_MENTION_NODE, cardMentionContent } from './card-mention';
import { boardEditorExtensions } from './extensions';
import { reshapeHeadings } from './paste-shape';

const editors: Editor[] = [];
function makeEditor(content: string) {
  const editor = new Editor({ extensions: boardEditorExtensions(), content });
  editors.push(editor);
  return editor;
}

afterEach(() => {
  while (editors.length) editors.pop()!.destroy();
});

describe('card mention node', () => {
  it('renders a chosen card as exactly the chip markup of decision 027', () => {
    const editor = makeEditor('');
    editor.commands.insertContent(
      cardMentionContent({ cardId: 'sv3pt5-6', edition: 'kr', name: '리자몽 ex', set: null, number: null }),
    );
    expect(editor.getHTML()).toBe(
      '<p><span class="card-mention" data-card-id="sv3pt5-6" data-edition="kr">리자몽 ex</span> </p>',
    );
  });

  it('parses stored chips back and writes them out unchanged', () => {
    const chips =
      cardMentionHtml({ card_id: 'SV1a-001', edition: 'jp' }, 'リザードン <ex> & co') +
      ' 와 ' +
      cardMentionHtml({ card_id: 'swsh12pt5gg-GG70', edition: 'en' }, 'Charizard');
    const html = `<p>이 카드 ${chips} 어때요?</p>`;
    const editor = makeEditor(html);

    expect(editor.getHTML()).toBe(html);
    const nodes: unknown[] = [];
    editor.state.doc.descendants((node) => {
      if (node.type.name === CARD_MENTION_NODE) nodes.push(node.attrs);
    });
    expect(nodes).toEqual([
      { cardId: 'SV1a-001', edition: 'jp', name: 'リザードン <ex> & co' },
      { cardId: 'swsh12pt5gg-GG70', edition: 'en', name: 'Charizard' },
    ]);
    expect(editor.getText()).toContain('이 카드 リザードン <ex> & co 와 Charizard 어때요?');
  });

  it('keeps a chip that the server would refuse only as its text', () => {
    const editor = makeEditor(
      '<p><span class="card-mention" data-card-id="a&quot;b" data-edition="kr">가짜</span>' +
        '<span class="card-mention" data-card-id="sv1-1" data-edition="fr">프랑스판</span></p>',
    );
    expect(editor.getHTML()).toBe('<p>가짜프랑스판</p>');
  });
});

describe('what else the editor keeps', () => {
  it('keeps images of our upload with src only and drops foreign ones', () => {
    const own = '/upload/board/0b7c5a1e-4c1d-4b8e-9a55-0f7c1f3c2d11.webp';
    const editor = makeEditor(
      `<p>사진</p><img src="${own}" title="x" width="10"><img src="https://evil.example/pixel.gif">`,
    );
    expect(editor.getHTML()).toBe(`<p>사진</p><img src="${own}">`);
  });

  it('keeps http(s) links and drops script addresses', () => {
    const editor = makeEditor(
      '<p><a href="https://example.com/a">좋은 글</a> <a href="javascript:alert(1)">나쁜 글</a></p>',
    );
    const html = editor.getHTML();
    expect(html).toContain('href="https://example.com/a"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('나쁜 글');
  });

  it('keeps the heading levels the server keeps and reshapes pasted ones like it', () => {
    const editor = makeEditor('<h2>둘</h2><h3>셋</h3><h4>넷</h4>');
    expect(editor.getHTML()).toBe('<h2>둘</h2><h3>셋</h3><h4>넷</h4>');
    expect(reshapeHeadings('<h1 id="a">하나</h1><h5>다섯</h5><h6>여섯</h6><hr>')).toBe(
      '<h2 id="a">하나</h2><h4>다섯</h4><h4>여섯</h4><hr>',
    );
  });
});
