import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** One 'label  value' line of the side information and the stats. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={72} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}
