import { useCallback, useEffect, useRef, useState } from 'react';
import type { Nation } from '@carddogam/contract/constants';

/** How long the pointer rests on a chip before the card popup opens, so moving across a post opens none. */
export const MENTION_HOVER_DELAY_MS = 300;

export interface MentionCard {
  cardId: string;
  edition: Nation;
}

/** The card popup of a post's chips: opened by a click or tap, or by resting the mouse on a chip. */
export function useMentionPopup() {
  const [card, setCard] = useState<MentionCard | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const open = useCallback(
    (next: MentionCard) => {
      cancel();
      setCard(next);
    },
    [cancel],
  );

  const close = useCallback(() => {
    cancel();
    setCard(null);
  }, [cancel]);

  const hoverProps = useCallback(
    (next: MentionCard) => ({
      onMouseEnter: () => {
        cancel();
        timer.current = setTimeout(() => open(next), MENTION_HOVER_DELAY_MS);
      },
      onMouseLeave: cancel,
    }),
    [cancel, open],
  );

  return { card, open, close, hoverProps };
}
