import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LeagueItem } from '@carddogam/contract/calls/official-league';
import { formatDate } from '@carddogam/contract/dates';
import { RegulationMarkIcon } from '../../../components/RegulationMarkIcon';
import { countryName, formatLabel, playerCountText, type Country } from '../lib/league-text';
import { DivisionBadge } from './DivisionBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** The event's facts: type, date, venue, country, division, players, format and regulation marks. */
export function LeagueFacts({ league, countries }: { league: LeagueItem; countries: Country[] | undefined }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
        <Fact label="대회 종류">
          <Badge variant="light" color="gray" size="sm">
            {league.type.name}
          </Badge>
        </Fact>
        <Fact label="날짜">{formatDate(league.event_date)}</Fact>
        <Fact label="장소">{league.venue || '-'}</Fact>
        <Fact label="국가">{countryName(countries, league.country_code)}</Fact>
        <Fact label="디비전">
          <DivisionBadge division={league.division} />
        </Fact>
        <Fact label="참가자">{playerCountText(league.player_count)}</Fact>
        <Fact label="포맷">
          <Group gap={4} component="span">
            {formatLabel(league.format)}
            {league.regulation_marks.map((mark) => (
              <RegulationMarkIcon key={mark} mark={mark} />
            ))}
          </Group>
        </Fact>
        <Fact label="조회">{league.view_count.toLocaleString('ko-KR')}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
