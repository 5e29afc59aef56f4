import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { LeagueSectionLinks } from './LeagueSectionLinks';

/** The deck-rank screens: the section links, the title (with an English name below it) and the content. */
export function DeckRankFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <LeagueSectionLinks current="덱 순위" />
        <Stack gap={0}>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed" lang="en">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
