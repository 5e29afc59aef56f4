import type { ReactNode } from 'react';
import { ActionIcon, Group, Paper, Table, Text, type TableProps } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useIsMobile } from '../lib/use-is-mobile';
import { monthWeeks, shiftMonth, type YearMonth } from '../lib/calendar-month';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** Sundays red and Saturdays blue, as Korean calendars print them. */
export const weekdayColor = (column: number) =>
  column === 0 ? 'red.7' : column === 6 ? 'blue.7' : undefined;

interface MonthCalendarProps {
  shown: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  /** Names the section for screen readers ('출석 달력', '대회 달력'). */
  label: string;
  /** Whether the next month may be shown (a check-in calendar stops at the current month). */
  canGoForward?: boolean;
  tableProps?: Omit<TableProps, 'children'>;
  /** The cell of a day: its `<Table.Td>` with what it holds; `column` 0 is Sunday. */
  renderDay: (date: string, column: number) => ReactNode;
  /** Shown under the table, e.g. a phone's list of the month. */
  footer?: ReactNode;
}

/** A month laid out Sunday first, with the month's name between previous and next buttons. */
export function MonthCalendar({
  shown,
  onMonthChange,
  label,
  canGoForward = true,
  tableProps,
  renderDay,
  footer,
}: MonthCalendarProps) {
  const isMobile = useIsMobile();
  return (
    <Paper withBorder radius="md" p={isMobile ? 'xs' : 'md'} component="section" aria-label={label}>
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
          disabled={!canGoForward}
          onClick={() => onMonthChange(shiftMonth(shown, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Table layout="fixed" verticalSpacing={2} horizontalSpacing={2} {...tableProps}>
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
              {week.map((date, column) =>
                date ? renderDay(date, column) : <Table.Td key={`blank-${column}`} />,
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {footer}
    </Paper>
  );
}
