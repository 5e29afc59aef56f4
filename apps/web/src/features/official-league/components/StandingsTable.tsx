import { Fragment, useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { StandingView } from '@carddogam/contract/calls/official-league';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { placementText, recordText } from '../lib/league-text';
import { ArchetypeCell } from './ArchetypeCell';
import { StandingDeck } from './StandingDeck';

interface StandingsTableProps {
  standings: StandingView[];
  /** The event's writer and 관리자 choose each standing's archetype. */
  canEdit: boolean;
}

const playerHref = (id: number) => `/official_league/player/detail?id=${id}`;

function PlayerLink({ standing }: { standing: StandingView }) {
  return (
    <Anchor component={Link} to={playerHref(standing.player.id)} fw={600}>
      {standing.player.name}
    </Anchor>
  );
}

function DeckToggle({
  standing,
  open,
  onToggle,
}: {
  standing: StandingView;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="subtle"
      size="xs"
      aria-expanded={open}
      aria-label={`${standing.player.name} 덱 ${open ? '접기' : '보기'}`}
      rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      onClick={onToggle}
    >
      {open ? '덱 접기' : '덱 보기'}
    </Button>
  );
}

/**
 * The standings: placement, player, archetype and record, each row opening its decklist. On phones every
 * standing is a stacked card.
 */
export function StandingsTable({ standings, canEdit }: StandingsTableProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (isMobile) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="순위표">
        {standings.map((s) => (
          <Paper key={s.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <Text fw={800}>{placementText(s.placement)}</Text>
                  <PlayerLink standing={s} />
                </Group>
                <Text size="sm" aria-label="전적">
                  {recordText(s.record)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs">
                <ArchetypeCell standing={s} canEdit={canEdit} />
                <DeckToggle standing={s} open={open.has(s.id)} onToggle={() => toggle(s.id)} />
              </Group>
              {open.has(s.id) && <StandingDeck standing={s} />}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table verticalSpacing="xs" aria-label="순위표">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>순위</Table.Th>
          <Table.Th>선수</Table.Th>
          <Table.Th>덱</Table.Th>
          <Table.Th w={90}>전적</Table.Th>
          <Table.Th w={110}>
            <VisuallyHidden>덱 리스트</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {standings.map((s) => (
          <Fragment key={s.id}>
            <Table.Tr>
              <Table.Td fw={700}>{placementText(s.placement)}</Table.Td>
              <Table.Td>
                <PlayerLink standing={s} />
              </Table.Td>
              <Table.Td>
                <ArchetypeCell standing={s} canEdit={canEdit} />
              </Table.Td>
              <Table.Td>{recordText(s.record)}</Table.Td>
              <Table.Td>
                <DeckToggle standing={s} open={open.has(s.id)} onToggle={() => toggle(s.id)} />
              </Table.Td>
            </Table.Tr>
            {open.has(s.id) && (
              <Table.Tr>
                <Table.Td colSpan={5} bg="var(--mantine-color-gray-light)">
                  <StandingDeck standing={s} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
