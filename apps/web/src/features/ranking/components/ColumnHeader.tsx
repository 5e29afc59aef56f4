import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { Direction } from '../lib/rank-state';

interface ColumnHeaderProps {
  label: string;
  active: boolean;
  direction: Direction;
  onClick: () => void;
}

/** A sortable column's title: the active one is highlighted and shows its direction as a chevron (§2.20). */
export function ColumnHeader({ label, active, direction, onClick }: ColumnHeaderProps) {
  const Chevron = direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={active}
      data-active={active || undefined}
      data-direction={active ? direction : undefined}
      fw={active ? 700 : 500}
      c={active ? 'indigo' : undefined}
      fz="sm"
    >
      <Group gap={2} wrap="nowrap" justify="center">
        {label}
        {active && <Chevron size={14} aria-label={direction === 'asc' ? '오름차순' : '내림차순'} />}
      </Group>
    </UnstyledButton>
  );
}
