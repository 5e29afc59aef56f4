import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** One titled part of the archetype page; its heading names the region for screen readers. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
