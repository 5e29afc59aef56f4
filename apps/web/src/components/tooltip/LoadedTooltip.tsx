import { Tooltip } from '@mantine/core';
import type { LazyTooltipProps } from './LazyTooltip';

interface LoadedTooltipProps extends LazyTooltipProps {
  /** The mouse is still on the target: open without waiting for it to move. */
  initiallyOpened: boolean;
}

/** The loaded half of LazyTooltip: Mantine's Tooltip around the same target. */
export default function LoadedTooltip({ initiallyOpened, children, ...tooltip }: LoadedTooltipProps) {
  return (
    <Tooltip defaultOpened={initiallyOpened} {...tooltip}>
      {children}
    </Tooltip>
  );
}
