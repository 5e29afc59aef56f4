import { ActionIcon, Box, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useIsMobile } from '../../../lib/use-is-mobile';
import {
  dayOfDate,
  isBeforeMonth,
  monthOfDate,
  monthWeeks,
  shiftMonth,
  type YearMonth,
} from '../lib/calendar-month';

interface AttendanceCalendarProps {
  shown: YearMonth;
  /** Today in Korea ('YYYY-MM-DD'), from the server: the browser's own clock may be elsewhere. */
  today: string;
  /** The days of the shown month the member checked in. */
  days: readonly string[];
  onMonthChange: (month: YearMonth) => void;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** Sundays red and Saturdays blue, as Korean calendars print them. */
const weekdayColor = (column: number) => (column === 0 ? 'red.7' : column === 6 ? 'blue.7' : undefined);

/**
 * The month calendar of /day_check: checked-in days stamped, today outlined, no month after the current
 * one. Each day says in words whether it was checked in, for screen readers.
 */
export function AttendanceCalendar({ shown, today, days, onMonthChange }: AttendanceCalendarProps) {
  const isMobile = useIsMobile();
  const checked = new Set(days);
  const current = monthOfDate(today);
  const cellHeight = isMobile ? 44 : 56;

  return (
    <Paper withBorder radius="md" p={isMobile ? 'xs' : 'md'} component="section" aria-label="출석 달력">
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="subtle"
          aria-label="이전 달"
          onClick={() => onMonthChange(shiftMonth(shown, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {shown.year}년 {shown.month}월
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label="다음 달"
          disabled={!isBeforeMonth(shown, current)}
          onClick={() => onMonthChange(shiftMonth(shown, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Table layout="fixed" withRowBorders={false} verticalSpacing={2} horizontalSpacing={2}>
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
                <Table.Td key={date ?? `blank-${column}`} p={2}>
                  {date && (
                    <Day
                      date={date}
                      checked={checked.has(date)}
                      isToday={date === today}
                      future={date > today}
                      color={weekdayColor(column)}
                      height={cellHeight}
                    />
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

interface DayProps {
  date: string;
  checked: boolean;
  isToday: boolean;
  future: boolean;
  color: string | undefined;
  height: number;
}

function Day({ date, checked, isToday, future, color, height }: DayProps) {
  const { month } = monthOfDate(date);
  const day = dayOfDate(date);
  return (
    <Box
      data-checked={checked || undefined}
      data-today={isToday || undefined}
      h={height}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        background: checked ? 'var(--mantine-color-teal-light)' : undefined,
        boxShadow: isToday ? 'inset 0 0 0 2px var(--mantine-color-orange-5)' : undefined,
        opacity: future ? 0.4 : 1,
      }}
    >
      <Text size="sm" fw={isToday ? 800 : 500} c={color} aria-hidden>
        {day}
      </Text>
      {checked && <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}
      <VisuallyHidden>
        {month}월 {day}일{checked ? ' 출석' : ''}
        {isToday ? ' (오늘)' : ''}
      </VisuallyHidden>
    </Box>
  );
}
