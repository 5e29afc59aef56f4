import type { MentionCandidate } from './mention-candidates';

/** What the `[[` list shows while a card search is open in the editor. */
export interface MentionPopupState {
  /** The element the suggestion plugin mounted at the caret; the list renders into it. */
  element: HTMLElement;
  query: string;
  items: MentionCandidate[];
  loading: boolean;
  /** The Korean message of a failed search. */
  error: string | null;
  choose: (candidate: MentionCandidate) => void;
}

/** The list's own key handling: true when it used the key (ArrowUp/Down, Enter, Tab). */
export type MentionKeyHandler = (event: KeyboardEvent) => boolean;

/**
 * Links the suggestion plugin, which lives outside React, to the list component: the plugin's render
 * callbacks publish the popup's state here and forward keys, and the editor component subscribes.
 */
export function createMentionPopupStore() {
  let state: MentionPopupState | null = null;
  let keyHandler: MentionKeyHandler | null = null;
  const listeners = new Set<() => void>();
  return {
    get: (): MentionPopupState | null => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: MentionPopupState | null): void {
      state = next;
      listeners.forEach((listener) => listener());
    },
    setKeyHandler(handler: MentionKeyHandler | null): void {
      keyHandler = handler;
    },
    handleKey(event: KeyboardEvent): boolean {
      return keyHandler?.(event) ?? false;
    },
  };
}

export type MentionPopupStore = ReturnType<typeof createMentionPopupStore>;
