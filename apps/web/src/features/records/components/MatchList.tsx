import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useIsMobile } from '../../../lib/use-is-mobile';
import {
  OUTCOME_COLOR,
  OUTCOME_TEXT,
  playedAtText,
  sourceText,
  tournamentHref,
  turnText,
  type RecordMatch,
} from '../lib/match-row';

interface MatchListProps {
  matches: readonly RecordMatch[];
  /** Called for a casual match of the member's own, the only ones they may delete. */
  onDelete?: (match: RecordMatch) => void;
}

function Source({ match }: { match: RecordMatch }) {
  return match.tournament ? (
    <Anchor component={Link} to={tournamentHref(match.tournament.id)} size="sm">
      {sourceText(match)}
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed" span>
      {sourceText(match)}
    </Text>
  );
}

function Outcome({ match }: { match: RecordMatch }) {
  return (
    <Badge
      color={OUTCOME_COLOR[match.result]}
      variant="light"
      aria-label={`결과 ${OUTCOME_TEXT[match.result]}`}
    >
      {OUTCOME_TEXT[match.result]}
    </Badge>
  );
}

function DeleteButton({ match, onDelete }: { match: RecordMatch; onDelete: MatchListProps['onDelete'] }) {
  if (!onDelete || match.source !== 'casual') return null;
  return (
    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(match)}>
      삭제
    </Button>
  );
}

/** The matches, newest first: a table on a wide screen, a card per match on a phone. */
export function MatchList({ matches, onDelete }: MatchListProps) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} aria-label="대전 기록" style={{ listStyle: 'none' }}>
        {matches.map((m) => (
          <Paper key={m.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Outcome match={m} />
                  <Text size="sm" fw={600}>
                    {m.my_deck} vs {m.opponent_deck || '-'}
                  </Text>
                </Group>
                <DeleteButton match={m} onDelete={onDelete} />
              </Group>
              <Text size="xs" c="dimmed">
                {playedAtText(m)} · {turnText(m.went_first)}
                {m.opponent_name && ` · 상대 ${m.opponent_name}`}
              </Text>
              <Source match={m} />
              {m.memo && <Text size="sm">{m.memo}</Text>}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="대전 기록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>일시</Table.Th>
            <Table.Th>구분</Table.Th>
            <Table.Th>내 덱</Table.Th>
            <Table.Th>상대 덱</Table.Th>
            <Table.Th>상대</Table.Th>
            <Table.Th w={64}>선후공</Table.Th>
            <Table.Th w={60}>결과</Table.Th>
            <Table.Th>메모</Table.Th>
            {onDelete && <Table.Th w={64}>관리</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matches.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{playedAtText(m)}</Table.Td>
              <Table.Td>
                <Source match={m} />
              </Table.Td>
              <Table.Td>{m.my_deck}</Table.Td>
              <Table.Td>{m.opponent_deck || '-'}</Table.Td>
              <Table.Td>{m.opponent_name || '-'}</Table.Td>
              <Table.Td>{turnText(m.went_first)}</Table.Td>
              <Table.Td>
                <Outcome match={m} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {m.memo}
                </Text>
              </Table.Td>
              {onDelete && (
                <Table.Td>
                  <DeleteButton match={m} onDelete={onDelete} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
