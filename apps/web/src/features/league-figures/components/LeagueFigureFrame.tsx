import type { ComponentProps } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { LeagueFigureLinks, type LeagueFigureSection } from './LeagueFigureLinks';

/** The league figure screens: the league's section links above the page frame. */
export function LeagueFigureFrame({
  section,
  ...props
}: Omit<ComponentProps<typeof PageFrame>, 'nav'> & { section: LeagueFigureSection }) {
  return <PageFrame nav={<LeagueFigureLinks current={section} />} {...props} />;
}
