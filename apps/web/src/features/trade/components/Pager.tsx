import { Center, Pagination } from '@mantine/core';
import { TRADE_PAGE_SIZE } from '@carddogam/contract/calls/trade';

export function Pager({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / TRADE_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <Center>
      <Pagination total={pages} value={page} onChange={onChange} size="sm" siblings={1} />
    </Center>
  );
}
