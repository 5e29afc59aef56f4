import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { SectionLinks } from '../../../components/SectionLinks';
import { OFFICIAL_LEAGUE_MENU } from '../../deck-ranks';

/** The player screens: the official-event section links, the title with what goes beside it, the content. */
export function PlayerFrame({
  aside,
  ...props
}: {
  title: string;
  /** Shown beside the title (the '인증됨' badge). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame
      nav={<SectionLinks menu={OFFICIAL_LEAGUE_MENU} current="선수" />}
      titleAside={aside}
      {...props}
    />
  );
}
