import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TooltipProps } from '@mantine/core';

// A tooltip brings the positioning code (floating-ui) along, which only a mouse resting on its target
// needs: it loads on the first such hover.
const LoadedTooltip = lazy(() => import('./LoadedTooltip'));

export type LazyTooltipOptions = Pick<
  TooltipProps,
  'position' | 'withArrow' | 'openDelay' | 'multiline' | 'w'
>;

interface TargetProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps extends LazyTooltipOptions {
  label: ReactNode;
  /** One element that takes a ref and pointer handlers (a button, a badge), as Mantine's Tooltip wants. */
  children: ReactElement<TargetProps>;
}

/**
 * Mantine's Tooltip, loaded when a mouse first rests on the target. Touch screens never load it, as
 * Mantine's Tooltip does not open on a tap either. Until then the target is drawn as it is, the same
 * element in the same place; a mouse still on it when the code arrives opens the tooltip at once.
 */
export function LazyTooltip({ children, ...tooltip }: LazyTooltipProps) {
  const [hovered, setHovered] = useState<boolean | null>(null);
  const plain = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      setHovered((was) => (was === null ? null : false));
    },
  });
  if (hovered === null) return plain;
  return (
    <Suspense fallback={plain}>
      <LoadedTooltip initiallyOpened={hovered} {...tooltip}>
        {children}
      </LoadedTooltip>
    </Suspense>
  );
}
