import { Center, Pagination } from '@mantine/core';

interface ListPagerProps {
  page: number;
  total: number;
  size: number;
  onChange: (page: number) => void;
}

/** Page numbers under a list; nothing when everything fits on one page. */
export function ListPager({ page, total, size, onChange }: ListPagerProps) {
  const pages = Math.ceil(total / size);
  if (pages <= 1) return null;
  return (
    <Center>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        size="sm"
        siblings={1}
        getItemProps={(item) => ({ 'aria-label': `${item}페이지` })}
        getControlProps={(control) => ({
          'aria-label': {
            first: '첫 페이지',
            previous: '이전 페이지',
            next: '다음 페이지',
            last: '마지막 페이지',
          }[control],
        })}
      />
    </Center>
  );
}
