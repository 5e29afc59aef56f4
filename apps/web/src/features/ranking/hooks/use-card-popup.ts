import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the pointer must rest on a card before its popup opens, so sweeping across rows opens none. */
export const HOVER_OPEN_DELAY_MS = 300;

export interface CardPopup {
  cardId: string | null;
  open: (cardId: string) => void;
  close: () => void;
  /** Pointer handlers that open the popup for a card after a short rest (§2.20: hovering opens it). */
  hoverProps: (cardId: string) => { onMouseEnter: () => void; onMouseLeave: () => void };
}

export function useCardPopup(): CardPopup {
  const [cardId, setCardId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const open = useCallback(
    (id: string) => {
      cancel();
      setCardId(id);
    },
    [cancel],
  );

  const close = useCallback(() => {
    cancel();
    setCardId(null);
  }, [cancel]);

  const hoverProps = useCallback(
    (id: string) => ({
      onMouseEnter: () => {
        cancel();
        timer.current = setTimeout(() => open(id), HOVER_OPEN_DELAY_MS);
      },
      onMouseLeave: cancel,
    }),
    [cancel, open],
  );

  return { cardId, open, close, hoverProps };
}
