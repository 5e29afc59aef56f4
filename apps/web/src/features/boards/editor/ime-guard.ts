import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { cardMentionPluginKey } from './card-mention';

/** An Enter held during a composition is replayed only if the composition ends this soon after it. */
const HELD_ENTER_MS = 1500;
/** A plain Enter this soon after a replayed one is the browser sending the same key press again. */
const ECHO_MS = 100;

const mentionListOpen = (view: EditorView) => Boolean(cardMentionPluginKey.getState(view.state)?.active);

function pressEnter(view: EditorView, shiftKey: boolean) {
  const event = new KeyboardEvent('keydown', { key: 'Enter', shiftKey, bubbles: true, cancelable: true });
  view.someProp('handleKeyDown', (handle) => handle(view, event));
}

/**
 * Hangul input and Enter (tiptap #2545, #4108). While a syllable is being composed, no key handler of the
 * editor may act — not StarterKit's keymaps, the link or list shortcuts, nor the card list's Enter — or
 * the syllable is dropped or split. ProseMirror already skips keys while it knows of a composition; this
 * also covers keys the browser marks `isComposing` when the view has not (or no longer) recorded one.
 *
 * An Enter pressed during the composition is held back (the browser would otherwise split the block under
 * the syllable still being composed) and replayed once the syllable is committed, so the line breaks
 * after it. With the card list open, the held Enter only commits the syllable: it never picks a card.
 * Browsers that send the Enter a second time after the composition (Chrome on macOS) get that copy
 * swallowed. Other keys with keyCode 229 pass: Android keyboards send 229 for every key, and no shortcut
 * matches them anyway.
 */
function imeGuardPlugin(): Plugin {
  let held: { shiftKey: boolean; at: number } | null = null;
  let replayedAt = -Infinity;

  return new Plugin({
    key: new PluginKey('imeGuard'),
    props: {
      handleDOMEvents: {
        keydown: (view, event) => {
          const composing = event.isComposing || view.composing;
          if (event.key === 'Enter' && composing) {
            event.preventDefault();
            held = { shiftKey: event.shiftKey, at: Date.now() };
            return true;
          }
          if (composing || (event.keyCode === 229 && event.key === 'Enter')) return true;
          if (event.key === 'Enter' && Date.now() - replayedAt < ECHO_MS) {
            replayedAt = -Infinity;
            event.preventDefault();
            return true;
          }
          return false;
        },
        compositionend: (view) => {
          const enter = held;
          held = null;
          if (!enter || Date.now() - enter.at > HELD_ENTER_MS) return false;
          replayedAt = Date.now();
          // ProseMirror reads the committed syllable in a microtask of its own compositionend handler,
          // which runs after this one: replay the Enter after that.
          queueMicrotask(() =>
            queueMicrotask(() => {
              if (!view.isDestroyed && !mentionListOpen(view)) pressEnter(view, enter.shiftKey);
            }),
          );
          return false;
        },
      },
    },
  });
}

export const ImeGuard = Extension.create({
  name: 'imeGuard',
  // Runs before every other extension's plugins.
  priority: 10_000,
  addProseMirrorPlugins() {
    return [imeGuardPlugin()];
  },
});
