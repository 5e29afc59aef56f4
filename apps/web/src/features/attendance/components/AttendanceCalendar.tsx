import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { MonthCalendar, weekdayColor } from '../../../components/MonthCalendar';
import { dayOfDate, isBeforeMonth, monthOfDate, type YearMonth } from '../../../lib/calendar-month';
import { useIsMobile } from '../../../lib/use-is-mobile';

interface AttendanceCalendarProps {
  shown: YearMonth;
  /** Today in Korea ('YYYY-MM-DD'), from the server: the browser's own clock may be elsewhere. */
  today: string;
  /** The days of the shown month the member checked in. */
  days: readonly string[];
  onMonthChange: (month: YearMonth) => void;
}

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
    <MonthCalendar
      shown={shown}
      onMonthChange={onMonthChange}
      label="출석 달력"
      canGoForward={isBeforeMonth(shown, current)}
      tableProps={{ withRowBorders: false }}
      renderDay={(date, column) => (
        <Table.Td key={date} p={2}>
          <Day
            date={date}
            checked={checked.has(date)}
            isToday={date === today}
            future={date > today}
            color={weekdayColor(column)}
            height={cellHeight}
          />
        </Table.Td>
      )}
    />
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
