import type { ReactNode } from 'react';
import { Container, Group, Stack, Title } from '@mantine/core';

/** The member-facing inquiry screens: a narrow column, the title with its actions, then the content. */
export function ContactFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
