import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TooltipProps } from '@mantine/core';

// A tooltip brings the positioning code (floating-ui) along, which only a mouse resting on its target
// needs: it loads on the first such hover.
const loadTooltip = () => import('./LoadedTooltip');
const LoadedTooltip = lazy(loadTooltip);

export type LazyTooltipOptions = Pick<
  TooltipProps,
  'position' | 'withArrow' | 'openDelay' | 'multiline' | 'w'
>;

interface TargetProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
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
 *
 * The loaded tooltip holds the target in another place of the tree, so React draws the target anew. Done
 * while a button is pressed, the press and the release land on two different elements and the browser
 * sends no click: the first click on a button could be lost when the code arrived in between. The swap
 * therefore waits until the target is not pressed, and for the click of that release to be handled.
 */
export function LazyTooltip({ children, ...tooltip }: LazyTooltipProps) {
  // null: the plain target; true/false: the loaded tooltip, opened at once or not.
  const [swapped, setSwapped] = useState<boolean | null>(null);
  const pointer = useRef({ over: false, pressed: false, loaded: false, loading: false });
  const swapWhenFree = () => {
    const p = pointer.current;
    if (p.loaded && !p.pressed) setSwapped(p.over);
  };
  const plain = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      const p = pointer.current;
      p.over = true;
      p.pressed = false;
      if (p.loading) return;
      p.loading = true;
      void loadTooltip().then(() => {
        p.loaded = true;
        swapWhenFree();
      });
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      pointer.current.over = false;
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerDown?.(event);
      pointer.current.pressed = true;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerUp?.(event);
      pointer.current.pressed = false;
      // The click of this release comes after it, in the same task.
      setTimeout(swapWhenFree, 0);
    },
  });
  if (swapped === null) return plain;
  return (
    <Suspense fallback={plain}>
      <LoadedTooltip initiallyOpened={swapped} {...tooltip}>
        {children}
      </LoadedTooltip>
    </Suspense>
  );
}
