import type { EditorView } from '@tiptap/pm/view';

/**
 * Whether a key event belongs to an IME composition (a Hangul syllable still being put together). Such a
 * key must be left to the input method: acting on an Enter here drops or splits the syllable (tiptap
 * #2545, #4108). keyCode 229 is what browsers report for keys the IME consumes when `isComposing` is not
 * set yet.
 */
export function isImeKeyEvent(event: KeyboardEvent, view?: Pick<EditorView, 'composing'>): boolean {
  return event.isComposing || event.keyCode === 229 || Boolean(view?.composing);
}
