import { lazy, Suspense } from 'react';
import { rem } from '@mantine/core';
import { useIsMobile } from '../../../lib/use-is-mobile';

// The pager sits under a page of results, below the first screen: its code loads after the page.
const PagerControls = lazy(() => import('./PagerControls'));

/** The height of Mantine's pagination controls at the sizes used (its --pagination-control-size). */
const PAGER_HEIGHT = { sm: rem(26), md: rem(32) };

interface SearchPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** The result pages' numbers, in a box of their height while their code loads. */
export function SearchPager({ page, totalPages, onChange }: SearchPagerProps) {
  const isMobile = useIsMobile();
  if (totalPages <= 1) return null;
  return (
    <Suspense fallback={<div style={{ height: PAGER_HEIGHT[isMobile ? 'sm' : 'md'] }} />}>
      <PagerControls page={page} totalPages={totalPages} onChange={onChange} isMobile={isMobile} />
    </Suspense>
  );
}
