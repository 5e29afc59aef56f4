import { useState } from 'react';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TournamentDetail } from '@carddogam/contract/calls/league';
import { showError, showSuccess } from '../../../lib/toast';
import { useDrop } from '../api/league-mutations';
import { ConfirmButton } from './ConfirmButton';
import { EntryDeck } from './EntryDeck';

type Entry = TournamentDetail['entries'][number];

/**
 * The players with their archetypes; decklists open only once the tournament is finished (before that,
 * lists stay hidden so nobody scouts mid-event). Staff drop a player during the Swiss rounds.
 */
export function EntriesTable({ detail, staff }: { detail: TournamentDetail; staff: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const drop = useDrop();
  const mayDrop = staff && detail.status === 'swiss';
  const entries = [...detail.entries].sort(
    (a, b) =>
      (a.placement ?? Infinity) - (b.placement ?? Infinity) || a.ptcgl_name.localeCompare(b.ptcgl_name),
  );
  const state = (e: Entry) =>
    e.dropped_after_round === null ? '-' : `${e.dropped_after_round}라운드 후 기권`;

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="참가자">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>순위</Table.Th>
            <Table.Th>플레이어</Table.Th>
            <Table.Th>덱</Table.Th>
            <Table.Th>상태</Table.Th>
            {detail.decklists_public && <Table.Th>덱 리스트</Table.Th>}
            {mayDrop && <Table.Th>관리</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{e.placement ?? '-'}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {e.ptcgl_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {e.member.nickname}
                </Text>
              </Table.Td>
              <Table.Td>
                {e.archetype ? (
                  <Anchor component={Link} to={`/league/deck/detail?id=${e.archetype.id}`} size="sm">
                    {e.archetype.name_kr}
                  </Anchor>
                ) : (
                  '기타'
                )}
              </Table.Td>
              <Table.Td>{state(e)}</Table.Td>
              {detail.decklists_public && (
                <Table.Td>
                  {e.cards && e.cards.length > 0 && (
                    <Group gap={4} align="flex-start" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={`${e.ptcgl_name} 덱 리스트 보기`}
                        onClick={() => setOpen(open === e.id ? null : e.id)}
                      >
                        {open === e.id ? '닫기' : '보기'}
                      </Button>
                      {open === e.id && <EntryDeck cards={e.cards} playerName={e.ptcgl_name} />}
                    </Group>
                  )}
                </Table.Td>
              )}
              {mayDrop && (
                <Table.Td>
                  {e.dropped_after_round === null && (
                    <ConfirmButton
                      label="기권 처리"
                      ariaLabel={`${e.ptcgl_name} 기권 처리`}
                      size="compact-xs"
                      variant="light"
                      danger
                      title="기권 처리"
                      message={`${e.ptcgl_name} 플레이어를 다음 라운드부터 대진에서 뺍니다. 되돌릴 수 없습니다.`}
                      pending={drop.isPending}
                      onConfirm={() =>
                        drop
                          .mutateAsync({ tournament_id: detail.id, entry_id: e.id })
                          .then(({ message }) => showSuccess(message), showError)
                      }
                    />
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
