import { lazy, Suspense, useState } from 'react';
import type { CardDialogProps } from './CardDialogWindow';

export type { CardDialogProps } from './CardDialogWindow';

// Search results, rankings and posts show many cards and most visits open none: the popup's code loads
// when the first card is opened.
const CardDialogWindow = lazy(() => import('./CardDialogWindow'));

/** The card popup of §2.17. Once opened it stays mounted, so it closes with its transition. */
export function CardDialog(props: CardDialogProps) {
  const [used, setUsed] = useState(false);
  if (props.cardId !== null && !used) setUsed(true);
  if (!used && props.cardId === null) return null;
  return (
    <Suspense fallback={null}>
      <CardDialogWindow {...props} />
    </Suspense>
  );
}
