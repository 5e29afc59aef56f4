import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { StandingRow } from '@carddogam/contract/calls/league';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { percentText, recordText } from '../lib/tournament-text';

const DROPPED = (
  <Badge color="gray" size="xs" variant="outline">
    기권
  </Badge>
);

/** What the tiebreakers mean, under the standings (Play! Pokémon rules, decision 035). */
export function StandingsNote() {
  return (
    <Text size="xs" c="dimmed">
      승점: 승 3 · 무 1 · 패 0. OWP: 상대들의 승률 평균 — 상대마다 (승 + 무÷2) ÷ 경기 수, 부전승 제외, 25%
      미만은 25%로 계산. OOWP: 상대들의 OWP 평균. 순위는 승점 → OWP → OOWP → 승자승 순입니다.
    </Text>
  );
}

/** The standings with record, match points, OWP % and OOWP %; a table on desktop, a list on a phone. */
export function StandingsTable({ standings }: { standings: StandingRow[] }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="순위표">
        {standings.map((s) => (
          <Paper key={s.entry_id} component="li" withBorder radius="md" p="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <Text fw={700} w={28}>
                  {s.rank}
                </Text>
                <Stack gap={0}>
                  <Group gap={4}>
                    <Text size="sm" fw={600}>
                      {s.ptcgl_name}
                    </Text>
                    {s.dropped && DROPPED}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {s.archetype?.name_kr ?? '기타'}
                  </Text>
                </Stack>
              </Group>
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600} aria-label="승점">
                  {s.match_points}점
                </Text>
                <Text size="xs" c="dimmed" aria-label="전적과 OWP">
                  {recordText(s.record)} · OWP {percentText(s.owp)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped aria-label="순위표">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>순위</Table.Th>
            <Table.Th>플레이어</Table.Th>
            <Table.Th>덱</Table.Th>
            <Table.Th>전적</Table.Th>
            <Table.Th>승점</Table.Th>
            <Table.Th>OWP</Table.Th>
            <Table.Th>OOWP</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standings.map((s) => (
            <Table.Tr key={s.entry_id}>
              <Table.Td>{s.rank}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {s.ptcgl_name}
                  </Text>
                  {s.dropped && DROPPED}
                </Group>
              </Table.Td>
              <Table.Td>{s.archetype?.name_kr ?? '기타'}</Table.Td>
              <Table.Td>{recordText(s.record)}</Table.Td>
              <Table.Td>{s.match_points}</Table.Td>
              <Table.Td>{percentText(s.owp)}</Table.Td>
              <Table.Td>{percentText(s.oowp)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
