import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { SectionLinks } from '../../../components/SectionLinks';
import { OFFICIAL_LEAGUE_MENU } from '../../deck-ranks';

/**
 * The official-event screens: the links to the deck ranks and players shared with those sections, the
 * title (the page's one h1) with its actions, then the content.
 */
export function LeagueFrame({
  backToList = false,
  ...props
}: {
  title: string;
  actions?: ReactNode;
  /** A link back to the event list above the title. */
  backToList?: boolean;
  children: ReactNode;
}) {
  return (
    <PageFrame
      nav={<SectionLinks menu={OFFICIAL_LEAGUE_MENU} current="공식대회" />}
      back={backToList ? { to: '/official_league/list', label: '공식대회 목록' } : undefined}
      {...props}
    />
  );
}
