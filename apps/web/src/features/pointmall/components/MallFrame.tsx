import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';

/** The member-facing mall screens: the title with its actions, then the content. */
export function MallFrame({
  backToList = false,
  ...props
}: {
  title: string;
  actions?: ReactNode;
  /** A link back to the product list above the title (the product's own pages). */
  backToList?: boolean;
  children: ReactNode;
}) {
  return (
    <PageFrame back={backToList ? { to: '/pointmall/list', label: '포인트몰 목록' } : undefined} {...props} />
  );
}
