import { Button, Group } from '@mantine/core';

export interface RowAction {
  label: string;
  /** Red for destructive actions; the theme's colour when left out. */
  color?: string;
  onClick: () => void;
}

/**
 * The small buttons of a table row's 관리 column. Each button's accessible name says which row it acts on
 * ('리자몽ex 삭제'), since a screen reader hears the buttons of many rows alike.
 */
export function RowActions({ subject, actions }: { subject: string; actions: readonly RowAction[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => (
        <Button
          key={action.label}
          size="compact-xs"
          variant="light"
          color={action.color}
          aria-label={`${subject} ${action.label}`}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
