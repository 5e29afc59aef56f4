import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the pointer must rest on an item before its popup opens, so sweeping across a list opens none. */
export const HOVER_OPEN_DELAY_MS = 300;

export interface HoverOpen<T> {
  /** What the popup shows; null while it is closed. */
  current: T | null;
  open: (item: T) => void;
  close: () => void;
  /** Pointer handlers that open the popup for an item after a short rest (§2.20: hovering opens it). */
  hoverProps: (item: T) => { onMouseEnter: () => void; onMouseLeave: () => void };
}

/** A popup opened by a click or tap, or by resting the mouse on an item (the card popups of §2.17). */
export function useHoverOpen<T>(): HoverOpen<T> {
  const [current, setCurrent] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const open = useCallback(
    (item: T) => {
      cancel();
      setCurrent(item);
    },
    [cancel],
  );

  const close = useCallback(() => {
    cancel();
    setCurrent(null);
  }, [cancel]);

  const hoverProps = useCallback(
    (item: T) => ({
      onMouseEnter: () => {
        cancel();
        timer.current = setTimeout(() => open(item), HOVER_OPEN_DELAY_MS);
      },
      onMouseLeave: cancel,
    }),
    [cancel, open],
  );

  return { current, open, close, hoverProps };
}
