import type { ReactNode } from 'react';
import { Title } from '@mantine/core';

/** The level of those headings: one below the card's name, which is h2 on the page and h3 in the popup. */
export type SectionHeadingOrder = 3 | 4;

/** The small heading of one part of the card text (특성, 기술, 효과, 룰 …). */
export function SectionTitle({ children, order }: { children: ReactNode; order: SectionHeadingOrder }) {
  return (
    <Title order={order} size="h6" c="dimmed" mt="xs">
      {children}
    </Title>
  );
}
