import type { ReactNode } from 'react';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

interface PageFrameProps {
  title: string;
  /** Links between the screens of a section, above everything. */
  nav?: ReactNode;
  /** A link back to the list the page belongs to, above the title. */
  back?: { to: string; label: string };
  /** A second line under the title (an English name). */
  subtitle?: string;
  /** Shown right beside the title (a badge). */
  titleAside?: ReactNode;
  /** Buttons at the title's far end, wrapping under it on a phone. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A public screen: the section's links, the title (the page's one h1) with what goes beside it, the content. */
export function PageFrame({ title, nav, back, subtitle, titleAside, actions, children }: PageFrameProps) {
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        {nav}
        {back && (
          <Anchor component={Link} to={back.to} size="sm" c="dimmed">
            <Group gap={2} component="span">
              <IconChevronLeft size={14} aria-hidden />
              {back.label}
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Group gap="xs" wrap="wrap">
              <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
                {title}
              </Title>
              {titleAside}
            </Group>
            {subtitle && (
              <Text size="sm" c="dimmed" lang="en">
                {subtitle}
              </Text>
            )}
          </Stack>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
