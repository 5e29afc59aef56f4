import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import type { HoverCardProps } from '@mantine/core';

// The popover code (floating-ui, focus trap, portal) is the largest part of a card page that only a mouse
// resting on a picture needs: it loads on the first such hover.
const LoadedHoverCard = lazy(() => import('./LoadedHoverCard'));

export type LazyHoverCardOptions = Pick<
  HoverCardProps,
  'openDelay' | 'closeDelay' | 'position' | 'shadow' | 'width' | 'withArrow' | 'withinPortal'
>;

export interface LazyHoverCardProps extends LazyHoverCardOptions {
  /** What the pointer rests on; rendered in a block wrapper that stays the same after loading. */
  target: ReactNode;
  /** Style of that wrapper, e.g. to let it grow in a row of tiles. */
  targetStyle?: CSSProperties;
  /** What opens beside it. */
  dropdown: ReactNode;
  /** Padding of the dropdown. */
  padding?: number | string;
  /** Shown only from this breakpoint up (Mantine's `visibleFrom`). */
  visibleFrom?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * Mantine's HoverCard, loaded when a mouse first rests on the target. Touch screens never load it: a tap
 * is not a hover. Until it loads the target is shown as it is; a mouse still on it when the code arrives
 * opens the card at once.
 */
export function LazyHoverCard({ target, targetStyle, ...card }: LazyHoverCardProps) {
  const [hovered, setHovered] = useState<boolean | null>(null);
  const plain = (
    <div
      style={targetStyle}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered((was) => (was === null ? null : false))}
    >
      {target}
    </div>
  );
  if (hovered === null) return plain;
  return (
    <Suspense fallback={plain}>
      <LoadedHoverCard target={target} targetStyle={targetStyle} initiallyOpened={hovered} {...card} />
    </Suspense>
  );
}
