import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * What a visitor did to a field while its code was still loading: nothing, moved into it, or asked for
 * its list (a click, an arrow key, typing). The loaded field picks up from there.
 */
export type LoadIntent = 'none' | 'focus' | 'open';

/** The event handlers of a placeholder field, and what they have recorded so far. */
export function useLoadIntent() {
  const [intent, setIntent] = useState<LoadIntent>('none');
  const handlers = {
    onFocus: () => setIntent((current) => (current === 'none' ? 'focus' : current)),
    onBlur: (event: FocusEvent) => {
      // A blur caused by the placeholder leaving the page is not the visitor leaving the field.
      if (event.currentTarget.isConnected) setIntent('none');
    },
    onClick: () => setIntent('open'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === ' ') setIntent('open');
    },
  };
  return { intent, setIntent, handlers };
}

/**
 * For the loaded field: its input takes the focus the placeholder had, with the caret at the end, and
 * whether its list opens at once.
 */
export function useCarriedIntent(intent: LoadIntent) {
  const inputRef = useRef<HTMLInputElement>(null);
  // What was recorded when the field arrived; later changes belong to the placeholder that has gone.
  const [arrivedWith] = useState(intent);
  useEffect(() => {
    const input = inputRef.current;
    if (!input || arrivedWith === 'none') return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, [arrivedWith]);
  return { inputRef, openAtOnce: arrivedWith === 'open' };
}
