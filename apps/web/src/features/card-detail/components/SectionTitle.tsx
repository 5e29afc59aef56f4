import type { ReactNode } from 'react';
import { Title } from '@mantine/core';

/** The small heading of one part of the card text (특성, 기술, 효과, 룰 …). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={4} size="h6" c="dimmed" mt="xs">
      {children}
    </Title>
  );
}
