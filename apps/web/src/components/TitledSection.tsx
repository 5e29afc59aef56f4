import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** One titled part of a page (an h2); its heading names the region for screen readers. */
export function TitledSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
