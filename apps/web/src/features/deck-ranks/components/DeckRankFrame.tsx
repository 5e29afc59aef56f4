import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { SectionLinks } from '../../../components/SectionLinks';
import { OFFICIAL_LEAGUE_MENU } from '../lib/official-league-menu';

/** The deck-rank screens: the section links, the title (with an English name below it) and the content. */
export function DeckRankFrame(props: { title: string; subtitle?: string; children: ReactNode }) {
  return <PageFrame nav={<SectionLinks menu={OFFICIAL_LEAGUE_MENU} current="덱 순위" />} {...props} />;
}
