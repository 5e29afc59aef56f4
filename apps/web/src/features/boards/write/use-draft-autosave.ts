import { useEffect, useRef } from 'react';
import { clearDraft, saveDraft } from './post-draft';
import { sameFields, type PostFields } from './post-fields';

/** While typing, the draft is written at most this often (and this long after the last change). */
export const DRAFT_SAVE_MS = 2000;

/**
 * Keeps a draft of the form in localStorage while the member types: at most every DRAFT_SAVE_MS, and
 * once more when the page is left. A draft equal to the starting fields is removed instead. `stop()`
 * ends it for good after a successful save, so that leaving the page does not write it back.
 */
export function useDraftAutosave(key: string, fields: PostFields, initial: PostFields) {
  const latest = useRef({ key, fields, initial });
  latest.current = { key, fields, initial };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);

  const flush = useRef(() => {
    timer.current = null;
    if (stopped.current) return;
    const { key: k, fields: f, initial: i } = latest.current;
    if (sameFields(f, i)) clearDraft(k);
    else saveDraft(k, f);
  });

  useEffect(() => {
    if (stopped.current || timer.current !== null) return;
    timer.current = setTimeout(flush.current, DRAFT_SAVE_MS);
  }, [fields]);

  useEffect(() => {
    const save = flush.current;
    // Closing the tab does not unmount React: save on pagehide as well.
    const onPageHide = () => {
      if (timer.current !== null) save();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      if (timer.current !== null) {
        clearTimeout(timer.current);
        save();
      }
    };
  }, []);

  return {
    stop() {
      stopped.current = true;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      clearDraft(latest.current.key);
    },
  };
}
