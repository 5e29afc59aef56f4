import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/** 위로 / 아래로 for a row of an ordered list; the ends and a move on its way disable them. */
export function MoveButtons({
  subject,
  first,
  last,
  busy,
  onMove,
}: {
  subject: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={`${subject} 위로`}
        disabled={first || busy}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={`${subject} 아래로`}
        disabled={last || busy}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}
