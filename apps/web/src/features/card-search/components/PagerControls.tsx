import { Group, Pagination } from '@mantine/core';
import { pageWindow, pagerSize } from '../lib/page-window';

export interface PagerControlsProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  isMobile: boolean;
}

/** Page numbers in a fixed-size run: 10 on desktop, 7 on mobile (§2.19), with first/previous/next/last. */
export default function PagerControls({ page, totalPages, onChange, isMobile }: PagerControlsProps) {
  const pages = pageWindow(page, totalPages, pagerSize(isMobile));
  return (
    <Pagination.Root total={totalPages} value={page} onChange={onChange} size={isMobile ? 'sm' : 'md'}>
      <Group gap={4} justify="center" wrap="nowrap" aria-label="페이지" role="navigation">
        <Pagination.First aria-label="첫 페이지" />
        <Pagination.Previous aria-label="이전 페이지" />
        {pages.map((p) => (
          <Pagination.Control
            key={p}
            active={p === page}
            onClick={() => onChange(p)}
            aria-label={`${p}페이지`}
            aria-current={p === page ? 'page' : undefined}
          >
            {p}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label="다음 페이지" />
        <Pagination.Last aria-label="마지막 페이지" />
      </Group>
    </Pagination.Root>
  );
}
