import type { SuggestionProps } from '@tiptap/suggestion';
import { errorMessage } from '../../../lib/error-message';
import { MENTION_SEARCH_SIZE } from '../api/board-queries';
import { cardMentionSuggestion, type CardMentionSuggestion } from './card-mention';
import { isImeKeyEvent } from './ime';
import type { MentionCandidate } from './mention-candidates';
import type { MentionPopupStore } from './mention-popup-store';

/** Wait this long after the last keystroke before searching. */
export const MENTION_DEBOUNCE_MS = 250;

type Props = SuggestionProps<MentionCandidate, MentionCandidate>;

/**
 * The `[[` card search wired to a popup store: the plugin searches (debounced) with `search`, and every
 * state of the popup — the caret element, the query, the results, loading and failure — is published to
 * the store for the React list. Keys reach the list only outside an IME composition, so Enter that ends a
 * Hangul syllable never picks a card.
 */
export function createCardMentionSuggestion(
  store: MentionPopupStore,
  search: (query: string) => Promise<MentionCandidate[]>,
): CardMentionSuggestion {
  let lastError: string | null = null;

  const items = async ({ query }: { query: string }) => {
    lastError = null;
    const text = query.trim();
    if (!text) return [];
    try {
      return (await search(text)).slice(0, MENTION_SEARCH_SIZE);
    } catch (error) {
      lastError = errorMessage(error);
      return [];
    }
  };

  const render = () => {
    let element: HTMLElement | null = null;
    let unmount: (() => void) | null = null;

    const publish = (props: Props) => {
      if (!element) return;
      const previous = store.get();
      store.set({
        element,
        query: props.query,
        // While the next answer is on its way the list keeps the last one, so it does not flicker.
        items: props.loading ? (previous?.items ?? []) : props.items,
        loading: props.loading,
        error: props.loading ? null : lastError,
        choose: (candidate) => props.command(candidate),
      });
    };

    return {
      onStart: (props: Props) => {
        element = document.createElement('div');
        element.style.zIndex = '300';
        // Layout-shift tracking needs IntersectionObserver, which older browsers (and jsdom) lack.
        unmount = props.mount(element, {
          autoUpdate: { layoutShift: typeof IntersectionObserver !== 'undefined' },
        });
        publish(props);
      },
      onUpdate: publish,
      onKeyDown: ({ event, view }: { event: KeyboardEvent; view: Props['editor']['view'] }) => {
        if (isImeKeyEvent(event, view)) return false;
        // The plugin closes the list itself after Escape.
        if (event.key === 'Escape') return true;
        return store.handleKey(event);
      },
      onExit: () => {
        unmount?.();
        unmount = null;
        element = null;
        store.set(null);
      },
    };
  };

  return cardMentionSuggestion({ items, render, debounce: MENTION_DEBOUNCE_MS });
}
