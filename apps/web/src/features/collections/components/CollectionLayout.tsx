import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { CollectionTabs } from './CollectionTabs';

interface CollectionLayoutProps {
  title: string;
  description?: ReactNode;
  /** Controls shown beside the title on desktop and under it on a phone (e.g. the edition switch). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Collection screens: the section tabs, then the screen's title and content. */
export function CollectionLayout({ title, description, actions, children }: CollectionLayoutProps) {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <CollectionTabs />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
