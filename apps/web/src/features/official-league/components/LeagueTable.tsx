import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LeagueItem } from '@carddogam/contract/calls/official-league';
import { formatDate } from '@carddogam/contract/dates';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { countryName, formatLabel, playerCountText, type Country } from '../lib/league-text';
import { DivisionBadge } from './DivisionBadge';

export const leagueHref = (id: number) => `/official_league/read?id=${id}`;

/** The events of the list view: a table on desktop, one card per event on phones. */
export function LeagueTable({ items, countries }: { items: LeagueItem[]; countries: Country[] | undefined }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="대회 목록">
        {items.map((league) => (
          <Paper key={league.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" c="dimmed">
                  {formatDate(league.event_date)}
                </Text>
                <Badge size="sm" variant="light" color="gray">
                  {league.type.name}
                </Badge>
                <DivisionBadge division={league.division} />
              </Group>
              <Anchor component={Link} to={leagueHref(league.id)} fw={700}>
                {league.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[countryName(countries, league.country_code), league.venue].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">
                참가 {playerCountText(league.player_count)} · 순위 {league.standing_count}명 ·{' '}
                {formatLabel(league.format)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="대회 목록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>날짜</Table.Th>
            <Table.Th>종류</Table.Th>
            <Table.Th>대회명</Table.Th>
            <Table.Th>디비전</Table.Th>
            <Table.Th>국가</Table.Th>
            <Table.Th>장소</Table.Th>
            <Table.Th ta="right">참가자</Table.Th>
            <Table.Th ta="right">순위 입력</Table.Th>
            <Table.Th>포맷</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((league) => (
            <Table.Tr key={league.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(league.event_date)}</Table.Td>
              <Table.Td>{league.type.name}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={leagueHref(league.id)} fw={600}>
                  {league.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <DivisionBadge division={league.division} />
              </Table.Td>
              <Table.Td>{countryName(countries, league.country_code)}</Table.Td>
              <Table.Td>{league.venue || '-'}</Table.Td>
              <Table.Td ta="right">{playerCountText(league.player_count)}</Table.Td>
              <Table.Td ta="right">{league.standing_count}명</Table.Td>
              <Table.Td>{formatLabel(league.format)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
