import { Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** A column header whose formula shows on hover, focus or touch (it is also written under the table). */
export function HeaderWithFormula({ label, formula }: { label: string; formula: string }) {
  return (
    <Tooltip label={formula} multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
      <Group component="span" gap={2} wrap="nowrap" tabIndex={0} style={{ cursor: 'help' }}>
        {label}
        <IconInfoCircle size={14} aria-hidden />
      </Group>
    </Tooltip>
  );
}
