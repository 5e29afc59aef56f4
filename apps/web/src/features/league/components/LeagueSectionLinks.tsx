import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

const SECTIONS = [
  { label: '리그 홈', to: '/league' },
  { label: '대회', to: '/league/tournament/list' },
  { label: '덱 통계', to: '/league/deck/list' },
  { label: '선수 순위', to: '/league/player/list' },
] as const;

export type LeagueSection = (typeof SECTIONS)[number]['label'];

/** The online league's pages lead to each other: home, tournaments, deck figures and players. */
export function LeagueSectionLinks({ current }: { current: LeagueSection | null }) {
  return (
    <Group component="nav" aria-label="리그 메뉴" gap="md">
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
