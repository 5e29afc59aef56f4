import { Button, Group } from '@mantine/core';
import { pagerPages } from '../lib/pager';

interface BoardPagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** How many page numbers one block shows (fewer on a phone). */
  blockSize?: number;
  /** More pages follow pageCount (a search counted only this far): 다음 goes on, 맨끝 is unknown. */
  more?: boolean;
  /** The accessible name of the pager, when a screen has more than one. */
  label?: string;
}

/**
 * The pager of Korean boards: 처음 / 이전 / page numbers / 다음 / 맨끝. 이전 and 다음 move a block of
 * numbers at a time (Gnuboard); nothing is drawn when everything fits on one page.
 */
export function BoardPager({
  page,
  pageCount,
  onChange,
  blockSize = 10,
  more = false,
  label = '페이지',
}: BoardPagerProps) {
  if (pageCount <= 1 && !more) return null;
  const { pages, previous, next } = pagerPages(page, pageCount, blockSize, more);
  const control = (label: string, target: number | null) => (
    <Button
      variant="default"
      size="compact-sm"
      disabled={target === null}
      onClick={() => target !== null && onChange(target)}
    >
      {label}
    </Button>
  );
  return (
    <nav aria-label={label}>
      <Group gap={4} justify="center" wrap="wrap">
        {control('처음', page > 1 ? 1 : null)}
        {control('이전', previous)}
        {pages.map((n) => (
          <Button
            key={n}
            size="compact-sm"
            variant={n === page ? 'filled' : 'subtle'}
            aria-label={`${n}페이지`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => n !== page && onChange(n)}
            miw={32}
          >
            {n}
          </Button>
        ))}
        {control('다음', next)}
        {control('맨끝', page < pageCount && !more ? pageCount : null)}
      </Group>
    </nav>
  );
}
