import { useCallback, useEffect, useState } from 'react';
import { readJson, removeKey, writeJson } from '../../../lib/storage';
import { blankDraft, restoreDraft, type BuilderDraft } from '../lib/draft';

/** Where the draft is kept between visits: this browser only, nothing goes to the server. */
export const DRAFT_STORAGE_KEY = 'card-builder:draft';
/** Typing is saved once it pauses, not on every key. */
const SAVE_DELAY_MS = 400;

/** The draft, restored from this browser's storage and saved back as it changes; reset starts afresh. */
export function useBuilderDraft() {
  const [draft, setDraft] = useState<BuilderDraft>(
    () => restoreDraft(readJson(DRAFT_STORAGE_KEY, null)) ?? blankDraft(),
  );
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      // An uploaded picture can be too large for the storage quota; the texts are then kept without it.
      const saved =
        writeJson(DRAFT_STORAGE_KEY, draft) || writeJson(DRAFT_STORAGE_KEY, { ...draft, art: null });
      setSaveFailed(!saved);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const update = useCallback(
    (patch: Partial<BuilderDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const replace = useCallback((next: BuilderDraft) => setDraft(next), []);
  const reset = useCallback(() => {
    removeKey(DRAFT_STORAGE_KEY);
    setDraft(blankDraft());
  }, []);

  return { draft, update, replace, reset, saveFailed };
}
