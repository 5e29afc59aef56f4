import { Node } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { Suggestion, type SuggestionOptions } from '@tiptap/suggestion';
import {
  CARD_MENTION_CLASS,
  CARD_MENTION_EDITION_ATTR,
  CARD_MENTION_ID_ATTR,
  CARD_MENTION_ID_PATTERN,
  isMentionEdition,
} from '@carddogam/contract/board/mention';
import type { Nation } from '@carddogam/contract/constants';
import { MENTION_TRIGGER, findCardMentionMatch } from './mention-match';
import type { MentionCandidate } from './mention-candidates';

export const CARD_MENTION_NODE = 'cardMention';

export interface CardMentionAttrs {
  cardId: string;
  edition: Nation;
  name: string;
}

export type CardMentionSuggestion = Omit<SuggestionOptions<MentionCandidate, MentionCandidate>, 'editor'>;

export interface CardMentionOptions {
  /** The `[[` search; without it the node still parses and renders (e.g. to read a post back). */
  suggestion: CardMentionSuggestion | null;
}

export const cardMentionPluginKey = new PluginKey('cardMention');

/** Chips of the stored HTML that the server would keep: a catalogue id and one of the three editions. */
function readChip(element: HTMLElement): CardMentionAttrs | false {
  const cardId = element.getAttribute(CARD_MENTION_ID_ATTR) ?? '';
  const edition = element.getAttribute(CARD_MENTION_EDITION_ATTR);
  if (!CARD_MENTION_ID_PATTERN.test(cardId) || !isMentionEdition(edition)) return false;
  return { cardId, edition, name: element.textContent ?? '' };
}

/**
 * The card chip of decision 027 as an inline atom: it renders exactly
 * `<span class="card-mention" data-card-id="…" data-edition="kr|en|jp">name</span>` (what `cardMentionHtml`
 * writes and the server's sanitizer keeps) and parses the same markup back when a post is edited. A chip
 * whose id or edition does not validate stays plain text, as the server would make it.
 */
export const CardMention = Node.create<CardMentionOptions>({
  name: CARD_MENTION_NODE,
  group: 'inline',
  inline: true,
  atom: true,
  // Before the keymaps, so that Enter in the open list picks a card instead of splitting the paragraph.
  priority: 200,

  addOptions() {
    return { suggestion: null };
  },

  addAttributes() {
    return {
      cardId: { default: '', rendered: false },
      edition: { default: 'kr', rendered: false },
      name: { default: '', rendered: false },
    };
  },

  parseHTML() {
    return [{ tag: `span.${CARD_MENTION_CLASS}`, getAttrs: (element) => readChip(element) }];
  },

  renderHTML({ node }) {
    const attrs = node.attrs as CardMentionAttrs;
    return [
      'span',
      {
        class: CARD_MENTION_CLASS,
        [CARD_MENTION_ID_ATTR]: attrs.cardId,
        [CARD_MENTION_EDITION_ATTR]: attrs.edition,
      },
      attrs.name,
    ];
  },

  renderText({ node }) {
    return (node.attrs as CardMentionAttrs).name;
  },

  addProseMirrorPlugins() {
    const { suggestion } = this.options;
    if (!suggestion) return [];
    return [Suggestion({ editor: this.editor, ...suggestion })];
  },
});

/** The chip's node content for insertContent, followed by a space so that typing goes on after it. */
export function cardMentionContent(candidate: MentionCandidate) {
  const attrs: CardMentionAttrs = {
    cardId: candidate.cardId,
    edition: candidate.edition,
    name: candidate.name,
  };
  return [
    { type: CARD_MENTION_NODE, attrs },
    { type: 'text', text: ' ' },
  ];
}

/**
 * The `[[` suggestion: matched by findCardMentionMatch, allowed only where an inline chip fits (not in a
 * code block), and replacing the typed `[[query` with the chosen card.
 */
export function cardMentionSuggestion(
  overrides: Pick<CardMentionSuggestion, 'items' | 'render' | 'debounce'>,
): CardMentionSuggestion {
  return {
    pluginKey: cardMentionPluginKey,
    char: MENTION_TRIGGER,
    allowedPrefixes: null,
    findSuggestionMatch: findCardMentionMatch,
    decorationClass: 'card-mention-query',
    minQueryLength: 1,
    allow: ({ state, range }) => {
      const type = state.schema.nodes[CARD_MENTION_NODE];
      const $from = state.doc.resolve(range.from);
      return Boolean(type && $from.parent.type.contentMatch.matchType(type));
    },
    command: ({ editor, range, props }) => {
      editor.chain().focus().insertContentAt(range, cardMentionContent(props)).run();
    },
    ...overrides,
  };
}
