import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

const SECTIONS = [
  { label: '대회', to: '/league/tournament/list' },
  { label: '덱 통계', to: '/league/deck/list' },
  { label: '선수 순위', to: '/league/player/list' },
] as const;

export type LeagueFigureSection = (typeof SECTIONS)[number]['label'];

/** The online league's pages lead to each other: tournaments, deck figures and the player ranking. */
export function LeagueFigureLinks({ current }: { current: LeagueFigureSection }) {
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
