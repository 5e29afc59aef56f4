import type { ReactNode } from 'react';
import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LeagueSectionLinks } from '../../deck-ranks';

/**
 * The official-event screens: the links to the deck ranks and players shared with those sections, the
 * title (the page's one h1) with its actions, then the content.
 */
export function LeagueFrame({
  title,
  actions,
  backToList = false,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** A link back to the event list above the title. */
  backToList?: boolean;
  children: ReactNode;
}) {
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <LeagueSectionLinks current="공식대회" />
        {backToList && (
          <Anchor component={Link} to="/official_league/list" size="sm" c="dimmed">
            <Group gap={2} component="span">
              <IconChevronLeft size={14} aria-hidden />
              공식대회 목록
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
            {title}
          </Title>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
