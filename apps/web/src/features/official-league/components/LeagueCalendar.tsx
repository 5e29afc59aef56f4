import { ActionIcon, Anchor, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DIVISION_COLORS, type Division, type LeagueItem } from '@carddogam/contract/calls/official-league';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { monthWeeks, shiftMonth, type YearMonth } from '../lib/calendar-month';
import { DivisionBadge } from './DivisionBadge';
import { leagueHref } from './LeagueTable';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** Sundays red and Saturdays blue, as Korean calendars print them. */
const weekdayColor = (column: number) => (column === 0 ? 'red.7' : column === 6 ? 'blue.7' : undefined);
const divisionColor = (division: string) =>
  DIVISION_COLORS[division as Division] ?? 'var(--mantine-color-gray-5)';

interface LeagueCalendarProps {
  shown: YearMonth;
  /** Today in Korea ('YYYY-MM-DD'), outlined. */
  today: string;
  items: LeagueItem[];
  onMonthChange: (month: YearMonth) => void;
}

/**
 * The month calendar of /official_league/list: each event on its day as a link to its page, marked in its
 * division's colour. Phones get too narrow a day for names, so they see how many events a day has and the
 * month's events listed by day under the calendar.
 */
export function LeagueCalendar({ shown, today, items, onMonthChange }: LeagueCalendarProps) {
  const isMobile = useIsMobile();
  const byDay = new Map<string, LeagueItem[]>();
  for (const league of items) byDay.set(league.event_date, [...(byDay.get(league.event_date) ?? []), league]);
  const title = `${shown.year}년 ${shown.month}월`;

  return (
    <Paper withBorder radius="md" p={isMobile ? 'xs' : 'md'} component="section" aria-label="대회 달력">
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="subtle"
          aria-label="이전 달"
          onClick={() => onMonthChange(shiftMonth(shown, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {title}
        </Text>
        <ActionIcon variant="subtle" aria-label="다음 달" onClick={() => onMonthChange(shiftMonth(shown, 1))}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Table
        layout="fixed"
        withColumnBorders
        withTableBorder
        verticalSpacing={2}
        horizontalSpacing={2}
        aria-label={`${title} 대회 일정`}
      >
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((name, column) => (
              <Table.Th key={name} ta="center" c={weekdayColor(column)} fz="sm">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthWeeks(shown).map((week) => (
            <Table.Tr key={week.find(Boolean)}>
              {week.map((date, column) => (
                <Table.Td
                  key={date ?? `blank-${column}`}
                  data-date={date ?? undefined}
                  h={isMobile ? 48 : 96}
                  style={{
                    verticalAlign: 'top',
                    boxShadow: date === today ? 'inset 0 0 0 2px var(--mantine-color-orange-5)' : undefined,
                  }}
                >
                  {date && (
                    <DayCell
                      date={date}
                      events={byDay.get(date) ?? []}
                      color={weekdayColor(column)}
                      compact={isMobile}
                    />
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {isMobile && <MonthAgenda byDay={byDay} />}
    </Paper>
  );
}

function DayCell({
  date,
  events,
  color,
  compact,
}: {
  date: string;
  events: LeagueItem[];
  color: string | undefined;
  compact: boolean;
}) {
  const day = Number(date.slice(8, 10));
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c={color}>
        {day}
      </Text>
      {compact
        ? events.length > 0 && (
            <Text size="xs" fw={700} c="blue.7" aria-label={`${day}일 대회 ${events.length}개`}>
              {events.length}개
            </Text>
          )
        : events.map((league) => (
            <Anchor
              key={league.id}
              component={Link}
              to={leagueHref(league.id)}
              size="xs"
              lineClamp={2}
              title={`${league.name} (${league.division})`}
              style={{ borderLeft: `3px solid ${divisionColor(league.division)}`, paddingLeft: 4 }}
            >
              {league.name}
            </Anchor>
          ))}
    </Stack>
  );
}

/** The phone's list under the calendar: each day holding events, then its events. */
function MonthAgenda({ byDay }: { byDay: Map<string, LeagueItem[]> }) {
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return null;
  return (
    <Stack gap="xs" mt="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="이달의 대회">
      {days.map((date) => (
        <Box component="li" key={date}>
          <Text size="sm" fw={700}>
            {Number(date.slice(5, 7))}월 {Number(date.slice(8, 10))}일
          </Text>
          <Stack gap={2} pl="xs">
            {byDay.get(date)!.map((league) => (
              <Group key={league.id} gap={6} wrap="nowrap">
                <DivisionBadge division={league.division} size="xs" />
                <Anchor component={Link} to={leagueHref(league.id)} size="sm" lineClamp={1}>
                  {league.name}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
