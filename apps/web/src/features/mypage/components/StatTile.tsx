import type { ReactNode } from 'react';
import { Paper, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/** A number with its label that leads to the page about it. */
export function StatTile({ label, value, to }: { label: string; value: ReactNode; to: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label={label}>
      <Paper withBorder radius="md" p="md" h="100%">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={800} fz={24}>
          {value}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
