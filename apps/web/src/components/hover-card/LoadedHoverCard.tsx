import { HoverCard } from '@mantine/core';
import type { LazyHoverCardProps } from './LazyHoverCard';

interface LoadedHoverCardProps extends LazyHoverCardProps {
  /** The mouse is still on the target: open without waiting for it to move. */
  initiallyOpened: boolean;
}

/** The loaded half of LazyHoverCard: Mantine's HoverCard around the same block wrapper. */
export default function LoadedHoverCard({
  target,
  targetStyle,
  dropdown,
  padding,
  visibleFrom,
  initiallyOpened,
  ...options
}: LoadedHoverCardProps) {
  return (
    <HoverCard initiallyOpened={initiallyOpened} {...options}>
      <HoverCard.Target>
        <div style={targetStyle}>{target}</div>
      </HoverCard.Target>
      <HoverCard.Dropdown p={padding} visibleFrom={visibleFrom}>
        {dropdown}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
