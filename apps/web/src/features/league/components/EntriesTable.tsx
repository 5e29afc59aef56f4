import { useState } from 'react';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TournamentDetail } from '@carddogam/contract/calls/league';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { EntryDeck } from './EntryDeck';
import { DeckToggle, DropButton, EntryArchetype, entriesInOrder, entryState, type Entry } from './EntryParts';

interface EntriesProps {
  detail: TournamentDetail;
  staff: boolean;
}

/**
 * The players with their archetypes; decklists open only once the tournament is finished (before that,
 * lists stay hidden so nobody scouts mid-event). Staff drop a player during the Swiss rounds. A table on
 * a wide screen, a card per player on a phone, where a list opens under its player.
 */
export function EntriesTable({ detail, staff }: EntriesProps) {
  const [open, setOpen] = useState<number | null>(null);
  const isMobile = useIsMobile();
  const entries = entriesInOrder(detail.entries);
  const mayDrop = staff && detail.status === 'swiss';
  const toggle = (e: Entry) => () => setOpen(open === e.id ? null : e.id);

  if (isMobile) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="참가자">
        {entries.map((e) => (
          <Paper key={e.id} component="li" withBorder radius="md" p="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={700} miw={36} size="sm">
                  {e.placement === null ? '-' : `${e.placement}위`}
                </Text>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {e.ptcgl_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {e.member.nickname} · <EntryArchetype entry={e} />
                    {e.dropped_after_round !== null && ` · ${entryState(e)}`}
                  </Text>
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap">
                {detail.decklists_public && (
                  <DeckToggle entry={e} open={open === e.id} onToggle={toggle(e)} />
                )}
                {mayDrop && <DropButton detail={detail} entry={e} />}
              </Group>
            </Group>
            {open === e.id && e.cards && <EntryDeck cards={e.cards} playerName={e.ptcgl_name} />}
          </Paper>
        ))}
      </Stack>
    );
  }

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
                <EntryArchetype entry={e} />
              </Table.Td>
              <Table.Td>{entryState(e)}</Table.Td>
              {detail.decklists_public && (
                <Table.Td>
                  <Group gap={4} align="flex-start" wrap="nowrap">
                    <DeckToggle entry={e} open={open === e.id} onToggle={toggle(e)} />
                    {open === e.id && e.cards && <EntryDeck cards={e.cards} playerName={e.ptcgl_name} />}
                  </Group>
                </Table.Td>
              )}
              {mayDrop && (
                <Table.Td>
                  <DropButton detail={detail} entry={e} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
