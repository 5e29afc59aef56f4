import { useMemo, useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  PRICE_SOURCES,
  TRADE_PRICE_PAGE_SIZE,
  type PriceAdminRow,
  type PriceSource,
} from '@carddogam/contract/calls/trade-admin';
import {
  CARD_CONDITIONS,
  NATIONS,
  NATION_TAB_LABEL,
  type CardCondition,
  type Nation,
} from '@carddogam/contract/constants';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { SiteAdminLayout } from '../site-admin';
import type { PriceFilter } from './api/keys';
import { pricesQuery } from './api/trade-admin-queries';
import { priceColumns } from './components/price-columns';
import { PriceDeleteDialog, PriceEditDialog } from './components/PriceEditDialog';

/** /admin/trade/price (관리자): every price record, filtered, with 수정 and 삭제 of outliers. */
export default function TradePricePage() {
  return (
    <SiteAdminLayout group="trade" title="거래 가격">
      {() => <PriceScreen />}
    </SiteAdminLayout>
  );
}

const FIRST: PriceFilter = {
  page: 1,
  size: TRADE_PRICE_PAGE_SIZE,
  card: '',
  card_nation: null,
  card_state: null,
  date_from: null,
  date_to: null,
  price_min: null,
  price_max: null,
  source: 'all',
  post_id: null,
};
const ALL = 'all';
const SOURCE_LABEL: Record<PriceSource, string> = { all: '전체', user: '회원 거래글', admin: '관리자 입력' };
const rowId = (r: PriceAdminRow) => String(r.id);

interface Inputs {
  card: string;
  date_from: string;
  date_to: string;
  price_min: number | '';
  price_max: number | '';
  post_id: number | '';
}
const EMPTY: Inputs = { card: '', date_from: '', date_to: '', price_min: '', price_max: '', post_id: '' };
const orNull = <T,>(v: T | '') => (v === '' ? null : v);

function PriceScreen() {
  const [filter, setFilter] = useState<PriceFilter>(FIRST);
  const [inputs, setInputs] = useState<Inputs>(EMPTY);
  const [editing, setEditing] = useState<PriceAdminRow | null>(null);
  const [deleting, setDeleting] = useState<PriceAdminRow | null>(null);
  const list = useQuery(pricesQuery(filter));
  const columns = useMemo(
    () => priceColumns((row, action) => (action === 'edit' ? setEditing(row) : setDeleting(row))),
    [],
  );
  const change = (next: Partial<PriceFilter>) => setFilter((old) => ({ ...old, page: 1, ...next }));
  const number = (key: 'price_min' | 'price_max' | 'post_id', label: string) => (
    <NumberInput
      label={label}
      value={inputs[key]}
      onChange={(v) => setInputs({ ...inputs, [key]: typeof v === 'number' ? v : '' })}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={key === 'post_id' ? undefined : ','}
      w={130}
    />
  );
  const date = (key: 'date_from' | 'date_to', label: string) => (
    <TextInput
      type="date"
      label={label}
      value={inputs[key]}
      onChange={(e) => setInputs({ ...inputs, [key]: e.currentTarget.value })}
      w={150}
    />
  );

  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          change({
            card: inputs.card.trim(),
            date_from: orNull(inputs.date_from),
            date_to: orNull(inputs.date_to),
            price_min: orNull(inputs.price_min),
            price_max: orNull(inputs.price_max),
            post_id: orNull(inputs.post_id),
          });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="카드 ID 또는 이름"
            value={inputs.card}
            onChange={(e) => setInputs({ ...inputs, card: e.currentTarget.value })}
            w={180}
          />
          <Select
            label="언어"
            w={100}
            data={[
              { value: ALL, label: '전체' },
              ...NATIONS.map((n) => ({ value: n, label: NATION_TAB_LABEL[n] })),
            ]}
            value={filter.card_nation ?? ALL}
            onChange={(v) => change({ card_nation: !v || v === ALL ? null : (v as Nation) })}
            allowDeselect={false}
          />
          <Select
            label="카드 상태"
            w={120}
            data={[{ value: ALL, label: '전체' }, ...CARD_CONDITIONS.map((c) => ({ value: c, label: c }))]}
            value={filter.card_state ?? ALL}
            onChange={(v) => change({ card_state: !v || v === ALL ? null : (v as CardCondition) })}
            allowDeselect={false}
          />
          <Select
            label="출처"
            w={130}
            data={PRICE_SOURCES.map((s) => ({ value: s, label: SOURCE_LABEL[s] }))}
            value={filter.source}
            onChange={(v) => change({ source: (v ?? 'all') as PriceSource })}
            allowDeselect={false}
          />
          {date('date_from', '거래일 부터')}
          {date('date_to', '거래일 까지')}
          {number('price_min', '최저 가격')}
          {number('price_max', '최고 가격')}
          {number('post_id', '거래글 번호')}
          <Button type="submit" variant="default">
            검색
          </Button>
        </Group>
      </form>
      <AdminTable
        label="가격 기록"
        columns={columns}
        getRowId={rowId}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: TRADE_PRICE_PAGE_SIZE,
          onPageChange: (page) => setFilter((old) => ({ ...old, page })),
        })}
        minWidth={1300}
        emptyText="조건에 맞는 가격 기록이 없습니다"
      />
      <PriceEditDialog row={editing} onClose={() => setEditing(null)} />
      <PriceDeleteDialog row={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
