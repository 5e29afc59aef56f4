import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { formatDateTime } from '../../../lib/format';
import { DecisionBadge } from './DecisionBadge';
import { RowActions } from '../../../components/admin/RowActions';

export type Claim = CallResult<typeof officialPlayerCalls.claimList>['items'][number];

const memberText = (claim: Claim) => `${claim.member.nickname} (${claim.member.user_id})`;
const handledText = (claim: Claim) => (claim.handled_at ? formatDateTime(claim.handled_at) : '-');

/** The columns of /admin/league/player_claim; only a waiting claim can be decided. */
export function claimColumns(decide: (claim: Claim, approve: boolean) => void): ColumnDef<Claim>[] {
  return [
    { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
    {
      id: 'member',
      header: '회원',
      cell: ({ row }) => memberText(row.original),
      meta: { label: '회원', csv: memberText },
    },
    {
      id: 'player',
      header: '선수 이름',
      cell: ({ row }) => (
        <Anchor component={Link} to={`/official_league/player/detail?id=${row.original.player.id}`} size="sm">
          {row.original.player.name}
        </Anchor>
      ),
      meta: { label: '선수 이름', csv: (claim) => claim.player.name },
    },
    {
      accessorKey: 'created',
      header: '신청일',
      cell: ({ row }) => formatDateTime(row.original.created),
      meta: { nowrap: true, csv: (claim) => formatDateTime(claim.created) },
    },
    {
      id: 'handled_at',
      header: '처리일',
      cell: ({ row }) => handledText(row.original),
      meta: { label: '처리일', nowrap: true, csv: handledText },
    },
    {
      accessorKey: 'status',
      header: '상태',
      cell: ({ row }) => <DecisionBadge status={row.original.status} />,
      meta: { nowrap: true },
    },
    {
      id: 'manage',
      header: '처리',
      enableHiding: false,
      cell: ({ row }) =>
        row.original.status === '접수' ? (
          <RowActions
            subject={`${row.original.player.name} 신청`}
            actions={[
              { label: '승인', color: 'teal', onClick: () => decide(row.original, true) },
              { label: '거절', color: 'red', onClick: () => decide(row.original, false) },
            ]}
          />
        ) : (
          <Text size="xs" c="dimmed">
            처리됨
          </Text>
        ),
    },
  ];
}
