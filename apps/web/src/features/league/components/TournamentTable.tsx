import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TournamentItem } from '@carddogam/contract/calls/league';
import { formatDateTime } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { formatLabel, marksText, playersText, swissText, tournamentHref } from '../lib/tournament-text';
import { StatusBadge } from './StatusBadge';

/** Tournaments as a table on desktop and one card each on a phone; each links to its page. */
export function TournamentTable({ items, label }: { items: TournamentItem[]; label: string }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((t) => (
          <Paper key={t.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group gap={6} wrap="wrap">
                <StatusBadge status={t.status} />
                <Text size="sm" c="dimmed">
                  {formatDateTime(t.starts_at)}
                </Text>
              </Group>
              <Anchor component={Link} to={tournamentHref(t.id)} fw={600}>
                {t.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatLabel(t.format)} · {playersText(t)}
                {t.winner && ` · 우승 ${t.winner.ptcgl_name}`}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>시작</Table.Th>
            <Table.Th>대회</Table.Th>
            <Table.Th>포맷</Table.Th>
            <Table.Th>레귤레이션</Table.Th>
            <Table.Th>참가</Table.Th>
            <Table.Th>라운드</Table.Th>
            <Table.Th>상태</Table.Th>
            <Table.Th>우승</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.starts_at)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={tournamentHref(t.id)} size="sm" fw={600}>
                  {t.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatLabel(t.format)}</Table.Td>
              <Table.Td>{marksText(t.regulation_marks)}</Table.Td>
              <Table.Td>{playersText(t)}</Table.Td>
              <Table.Td>{swissText(t.swiss_rounds)}</Table.Td>
              <Table.Td>
                <StatusBadge status={t.status} />
              </Table.Td>
              <Table.Td>{t.winner?.ptcgl_name ?? '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
