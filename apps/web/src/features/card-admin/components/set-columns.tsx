import { Button, Group, Image, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { CardSetRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { NATION_TAB_LABEL } from '@carddogam/contract/constants';
import { RowActions } from '../../../components/admin/RowActions';

interface SetColumnActions {
  onEdit: (set: CardSetRow) => void;
  onUnlink: (set: CardSetRow) => void;
}

const picture = (address: string | null, alt: string) =>
  address ? <Image src={address} alt={alt} h={28} w="auto" fit="contain" /> : <Text c="dimmed">-</Text>;

const linkedText = (set: CardSetRow) =>
  set.linked.map((l) => `${NATION_TAB_LABEL[l.nation]} ${l.name}`).join(', ');

/** The columns of /admin/card/set; 발매일 and 제품명 sort on the server. */
export function setColumns({ onEdit, onUnlink }: SetColumnActions): ColumnDef<CardSetRow>[] {
  return [
    {
      id: 'nation',
      header: '언어',
      accessorFn: (s) => NATION_TAB_LABEL[s.nation],
      meta: { nowrap: true },
    },
    { id: 'code', header: '코드', accessorKey: 'code', meta: { nowrap: true } },
    { id: 'name', header: '제품명', accessorKey: 'name', enableSorting: true },
    { id: 'series', header: '시리즈', accessorFn: (s) => s.series ?? '' },
    {
      id: 'release_date',
      header: '발매일',
      accessorFn: (s) => s.release_date ?? '',
      enableSorting: true,
      meta: { nowrap: true },
    },
    {
      id: 'total_number',
      header: '인쇄 번호',
      accessorFn: (s) => s.total_number ?? '',
      meta: { align: 'right' },
    },
    { id: 'total', header: '전체 수', accessorFn: (s) => s.total ?? '', meta: { align: 'right' } },
    {
      id: 'images',
      header: '로고 / 심볼',
      meta: { label: '로고 / 심볼', csv: (s) => [s.logo, s.symbol].filter(Boolean).join(' ') },
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          {picture(row.original.logo, `${row.original.name} 로고`)}
          {picture(row.original.symbol, `${row.original.name} 심볼`)}
        </Group>
      ),
    },
    {
      id: 'linked',
      header: '연결된 제품',
      meta: { label: '연결된 제품', csv: linkedText },
      cell: ({ row }) =>
        row.original.linked.length === 0 ? (
          <Text c="dimmed" size="sm">
            없음
          </Text>
        ) : (
          <Stack gap={2}>
            <Text size="sm">{linkedText(row.original)}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`${row.original.name} 연결 해제`}
              onClick={() => onUnlink(row.original)}
            >
              연결 해제
            </Button>
          </Stack>
        ),
    },
    {
      id: 'actions',
      header: '관리',
      enableHiding: false,
      meta: { label: '관리' },
      cell: ({ row }) => (
        <RowActions
          subject={row.original.name}
          actions={[{ label: '수정', onClick: () => onEdit(row.original) }]}
        />
      ),
    },
  ];
}
