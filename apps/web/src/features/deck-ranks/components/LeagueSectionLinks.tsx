import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

const SECTIONS = [
  { label: '공식대회', to: '/official_league/list' },
  { label: '덱 순위', to: '/official_league/deck_rank/list' },
  { label: '선수', to: '/official_league/player/list' },
] as const;

export type LeagueSection = (typeof SECTIONS)[number]['label'];

/** The official-event pages lead to each other: events, deck ranks and players. */
export function LeagueSectionLinks({ current }: { current: LeagueSection }) {
  return (
    <Group component="nav" aria-label="공식대회 메뉴" gap="md">
      {SECTIONS.map((s) => (
        <Anchor
          key={s.to}
          component={Link}
          to={s.to}
          size="sm"
          fw={s.label === current ? 700 : 400}
          c={s.label === current ? undefined : 'dimmed'}
          aria-current={s.label === current ? 'page' : undefined}
        >
          {s.label}
        </Anchor>
      ))}
    </Group>
  );
}
