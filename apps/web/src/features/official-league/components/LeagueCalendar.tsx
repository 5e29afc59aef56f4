import { Anchor, Box, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DIVISION_COLORS, type Division, type LeagueItem } from '@carddogam/contract/calls/official-league';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { MonthCalendar, weekdayColor } from '../../../components/MonthCalendar';
import type { YearMonth } from '../../../lib/calendar-month';
import { DivisionBadge } from './DivisionBadge';
import { leagueHref } from './LeagueTable';

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
    <MonthCalendar
      shown={shown}
      onMonthChange={onMonthChange}
      label="대회 달력"
      tableProps={{ withColumnBorders: true, withTableBorder: true, 'aria-label': `${title} 대회 일정` }}
      renderDay={(date, column) => (
        <Table.Td
          key={date}
          data-date={date}
          h={isMobile ? 48 : 96}
          style={{
            verticalAlign: 'top',
            boxShadow: date === today ? 'inset 0 0 0 2px var(--mantine-color-orange-5)' : undefined,
          }}
        >
          <DayCell
            date={date}
            events={byDay.get(date) ?? []}
            color={weekdayColor(column)}
            compact={isMobile}
          />
        </Table.Td>
      )}
      footer={isMobile && <MonthAgenda byDay={byDay} />}
    />
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
