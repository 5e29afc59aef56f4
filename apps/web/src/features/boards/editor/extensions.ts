import type { AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { BoardImage } from './board-image';
import { CardMention, type CardMentionSuggestion } from './card-mention';
import { ImeGuard } from './ime-guard';
import { isAllowedLink } from './link-address';
import { PasteShape } from './paste-shape';

export const EDITOR_PLACEHOLDER = '내용을 입력하세요. [[ 를 입력하면 카드를 찾아 넣을 수 있습니다.';

/**
 * The extensions of the board editor: what the server's allow-list keeps (decision 027) and nothing more —
 * headings, lists, quotes, code, links, images of our upload, card chips.
 */
export function boardEditorExtensions(mention: CardMentionSuggestion | null = null): AnyExtension[] {
  return [
    ImeGuard,
    StarterKit.configure({
      // The toolbar offers 2 and 3; 4 is kept so that posts holding one (the server allows it) survive an edit.
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLink(url),
      },
    }),
    BoardImage,
    PasteShape,
    Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
    CardMention.configure({ suggestion: mention }),
  ];
}
