import { ActionIcon, Group, Switch } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { CallResult } from '@carddogam/contract/call';
import type { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { RowActions } from '../../../components/admin/RowActions';

export type LeagueType = CallResult<typeof officialLeagueCalls.typeList>[number];
/** A type with its place in the list (1, 2, …), which the table shows rather than the stored sort value. */
export type PlacedType = LeagueType & { place: number; last: boolean };

export interface TypeActions {
  move: (type: PlacedType, step: -1 | 1) => void;
  toggle: (type: PlacedType) => void;
  rename: (type: PlacedType) => void;
  remove: (type: PlacedType) => void;
  /** A move or a switch is on its way: the next waits for its answer. */
  busy: boolean;
}

/** Marks the move buttons, so the moved row's button can take the focus back after the rows reorder. */
export const moveButtonId = (id: number, step: -1 | 1) => `${id}:${step}`;

const shownText = (type: LeagueType) => (type.is_show ? '표시' : '숨김');

/** The columns of /admin/league/official_league_type; moving and renaming are buttons, so keys reach them. */
export function typeColumns(actions: TypeActions): ColumnDef<PlacedType>[] {
  return [
    { accessorKey: 'place', header: '순서', meta: { nowrap: true, align: 'right' } },
    { accessorKey: 'name', header: '이름' },
    {
      id: 'is_show',
      header: '표시',
      cell: ({ row }) => (
        <Switch
          aria-label={`${row.original.name} 표시`}
          checked={row.original.is_show}
          disabled={actions.busy}
          onChange={() => actions.toggle(row.original)}
          label={shownText(row.original)}
          size="sm"
        />
      ),
      meta: { label: '표시', csv: shownText, nowrap: true },
    },
    {
      id: 'order',
      header: '순서 변경',
      enableHiding: false,
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={`${row.original.name} 위로`}
            data-move={moveButtonId(row.original.id, -1)}
            disabled={row.original.place === 1 || actions.busy}
            onClick={() => actions.move(row.original, -1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`${row.original.name} 아래로`}
            data-move={moveButtonId(row.original.id, 1)}
            disabled={row.original.last || actions.busy}
            onClick={() => actions.move(row.original, 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Group>
      ),
    },
    {
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          subject={`${row.original.name}`}
          actions={[
            { label: '이름 변경', onClick: () => actions.rename(row.original) },
            { label: '삭제', color: 'red', onClick: () => actions.remove(row.original) },
          ]}
        />
      ),
    },
  ];
}
