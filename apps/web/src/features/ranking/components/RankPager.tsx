import { Center, Pagination } from '@mantine/core';

/** Desktop pages of ten; at most ten, so every page button fits (§9). */
export function RankPager({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Center>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getItemProps={(p) => ({ 'aria-label': `${p}페이지` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABEL[control] })}
        aria-label="페이지"
      />
    </Center>
  );
}

const CONTROL_LABEL: Record<string, string> = {
  first: '첫 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
};
