import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { SectionLinks } from '../../../components/SectionLinks';
import { LEAGUE_MENU, type LeagueSection } from '../lib/league-menu';

/** The league's screens: the section links, the title (the page's one h1) with its actions, the content. */
export function LeagueFrame({
  section,
  backToList = false,
  ...props
}: {
  section: LeagueSection | null;
  title: string;
  titleAside?: ReactNode;
  actions?: ReactNode;
  /** A link back to the tournament list above the title. */
  backToList?: boolean;
  children: ReactNode;
}) {
  return (
    <PageFrame
      nav={<SectionLinks menu={LEAGUE_MENU} current={section} />}
      back={backToList ? { to: '/league/tournament/list', label: '대회 목록' } : undefined}
      {...props}
    />
  );
}
