import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { LeagueSectionLinks } from './LeagueSectionLinks';

/** The deck-rank screens: the section links, the title (with an English name below it) and the content. */
export function DeckRankFrame(props: { title: string; subtitle?: string; children: ReactNode }) {
  return <PageFrame nav={<LeagueSectionLinks current="덱 순위" />} {...props} />;
}
