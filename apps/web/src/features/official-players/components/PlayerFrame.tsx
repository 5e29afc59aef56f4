import type { ReactNode } from 'react';
import { Container, Group, Stack, Title } from '@mantine/core';
import { LeagueSectionLinks } from '../../deck-ranks';

/** The player screens: the official-event section links, the title with what goes beside it, the content. */
export function PlayerFrame({
  title,
  aside,
  children,
}: {
  title: string;
  /** Shown beside the title (the '인증됨' badge). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <LeagueSectionLinks current="선수" />
        <Group gap="xs" wrap="wrap">
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
