import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { MatchView } from '@carddogam/contract/calls/league';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { OUTCOME_LABEL } from '../lib/my-match';
import { matchResultText } from '../lib/rounds';
import { ResolveButton } from './ResolveButton';

const reportText = (match: MatchView) =>
  `${match.report1 ? OUTCOME_LABEL[match.report1] : '-'} / ${match.report2 ? OUTCOME_LABEL[match.report2] : '-'}`;

/** A match staff can settle: no final result yet and a real opponent. */
const settleable = (match: MatchView) => match.result === null && match.player2 !== null;

/**
 * One round's pairings as RK9 shows them: table, player 1, player 2, result. Staff also see both reports
 * and settle matches still open; the reader's own table is marked.
 */
export function PairingsTable({
  matches,
  label,
  staff,
  myEntryId,
}: {
  matches: MatchView[];
  label: string;
  staff: boolean;
  myEntryId: number | null;
}) {
  const isMobile = useIsMobile();
  const isMine = (m: MatchView) =>
    myEntryId !== null && (m.player1.entry_id === myEntryId || m.player2?.entry_id === myEntryId);
  const result = (m: MatchView) => (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" c={m.result ? undefined : 'dimmed'}>
        {matchResultText(m)}
      </Text>
      {m.disputed && m.result === null && (
        <Badge color="orange" size="xs">
          이의
        </Badge>
      )}
    </Group>
  );

  if (isMobile) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {matches.map((m) => (
          <Paper
            key={m.id}
            component="li"
            withBorder
            radius="md"
            p="xs"
            bg={isMine(m) ? 'blue.0' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={700} aria-label="테이블">
                {m.table_no}
              </Text>
              <Stack gap={0} style={{ flex: 1 }}>
                <Text size="sm">{m.player1.ptcgl_name}</Text>
                <Text size="sm">{m.player2?.ptcgl_name ?? '부전승'}</Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                {result(m)}
                {staff && settleable(m) && <ResolveButton match={m} />}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>테이블</Table.Th>
            <Table.Th>플레이어 1</Table.Th>
            <Table.Th>플레이어 2</Table.Th>
            <Table.Th>결과</Table.Th>
            {staff && <Table.Th>보고 (1 / 2)</Table.Th>}
            {staff && <Table.Th>관리</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matches.map((m) => (
            <Table.Tr key={m.id} bg={isMine(m) ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>{m.table_no}</Table.Td>
              <Table.Td>{m.player1.ptcgl_name}</Table.Td>
              <Table.Td>{m.player2?.ptcgl_name ?? '-'}</Table.Td>
              <Table.Td>{result(m)}</Table.Td>
              {staff && <Table.Td>{m.player2 ? reportText(m) : '-'}</Table.Td>}
              {staff && <Table.Td>{settleable(m) && <ResolveButton match={m} />}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
