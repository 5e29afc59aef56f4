import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ORDER_STATUSES, type OrderStatus } from '@carddogam/contract/pointmall/order-status';
import { useIsMobile } from '../../../../lib/use-is-mobile';
import type { AdminOrderFilter } from '../../api/keys';

const ALL = '전체';

/** The status filter with each status's count, and the search over order number, product and people. */
export function OrderFilters({
  filter,
  counts,
  onChange,
}: {
  filter: AdminOrderFilter;
  counts: Record<string, number> | undefined;
  onChange: (next: AdminOrderFilter) => void;
}) {
  const [search, setSearch] = useState(filter.search);
  const isMobile = useIsMobile();
  const count = (status: string) =>
    status === ALL ? Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0) : (counts?.[status] ?? 0);
  const statuses = [ALL, ...ORDER_STATUSES].map((status) => ({
    value: status,
    label: `${status} ${count(status).toLocaleString('ko-KR')}`,
  }));
  const pick = (value: string | null) =>
    onChange({ ...filter, status: !value || value === ALL ? null : (value as OrderStatus) });
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {/* Six statuses with their counts do not fit a phone's width side by side. */}
      {isMobile ? (
        <Select
          aria-label="주문 상태"
          value={filter.status ?? ALL}
          data={statuses}
          onChange={pick}
          allowDeselect={false}
          w="100%"
        />
      ) : (
        <SegmentedControl
          aria-label="주문 상태"
          value={filter.status ?? ALL}
          onChange={pick}
          data={statuses}
        />
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filter, search: search.trim() });
        }}
      >
        <Group gap={4} wrap="nowrap">
          <TextInput
            aria-label="주문 검색"
            placeholder="주문번호, 상품, 닉네임, 받는 분"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: 200, sm: 240 }}
          />
          <Button type="submit" variant="default" leftSection={<IconSearch size={14} />}>
            검색
          </Button>
        </Group>
      </form>
    </Group>
  );
}
