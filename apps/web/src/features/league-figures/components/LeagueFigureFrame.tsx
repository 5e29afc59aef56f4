import type { ComponentProps } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { SectionLinks } from '../../../components/SectionLinks';

/** The online league's figure pages lead to each other: tournaments, deck figures and the player ranking. */
const LEAGUE_FIGURE_MENU = {
  name: '리그 메뉴',
  items: [
    { label: '대회', to: '/league/tournament/list' },
    { label: '덱 통계', to: '/league/deck/list' },
    { label: '선수 순위', to: '/league/player/list' },
  ],
} as const;

export type LeagueFigureSection = (typeof LEAGUE_FIGURE_MENU)['items'][number]['label'];

/** The league figure screens: the league's section links above the page frame. */
export function LeagueFigureFrame({
  section,
  ...props
}: Omit<ComponentProps<typeof PageFrame>, 'nav'> & { section: LeagueFigureSection }) {
  return <PageFrame nav={<SectionLinks menu={LEAGUE_FIGURE_MENU} current={section} />} {...props} />;
}
