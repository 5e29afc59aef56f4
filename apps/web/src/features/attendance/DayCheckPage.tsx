import { useState } from 'react';
import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/ListPager';
import { QueryState } from '../../components/QueryState';
import { formatThousands } from '../../lib/format';
import { useSession } from '../../lib/session';
import { Banner } from '../banners';
import { monthQuery, TODAY_PAGE_SIZE, todayQuery } from './api/attendance-queries';
import { AttendanceCalendar } from './components/AttendanceCalendar';
import { CheckInPanel } from './components/CheckInPanel';
import { PointTable } from './components/PointTable';
import { TodayList } from './components/TodayList';
import type { YearMonth } from '../../lib/calendar-month';

/**
 * /day_check (decision 033): my month of check-ins, the greeting line that checks me in, what a check-in
 * earns, and today's list. Guests see the calendar and the list, and a login link in place of the form.
 */
export default function DayCheckPage() {
  const { user } = useSession();
  // null: the current month, which the server names (the Korean day, whatever the browser's clock says).
  const [wanted, setWanted] = useState<YearMonth | null>(null);
  const [page, setPage] = useState(1);
  const month = useQuery(monthQuery(wanted?.year ?? null, wanted?.month ?? null));
  const today = useQuery(todayQuery(page));

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            출석체크
          </Title>
          {month.data && (
            <Text size="sm" c="dimmed">
              {month.data.today}
              {month.data.streak > 0 && ` · 연속 ${month.data.streak}일째 출석 중`}
            </Text>
          )}
        </Group>
        <Group justify="center">
          <Banner placement="day_check" />
        </Group>
        {month.data ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <AttendanceCalendar
              shown={month.data}
              today={month.data.today}
              days={month.data.days}
              onMonthChange={setWanted}
            />
            <Stack gap="md">
              <CheckInPanel mine={month.data.mine} streak={month.data.streak} />
              <PointTable />
            </Stack>
          </SimpleGrid>
        ) : (
          <QueryState error={month.error} onRetry={() => void month.refetch()} />
        )}
        <Stack gap="xs" component="section" aria-label="오늘의 출석 현황">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="lg">
              오늘의 출석부
            </Title>
            {today.data && (
              <Text size="sm" c="dimmed">
                총 {formatThousands(today.data.total)}명
              </Text>
            )}
          </Group>
          {today.data ? (
            <TodayList items={today.data.items} myUserId={user?.user_id ?? null} />
          ) : (
            <QueryState error={today.error} onRetry={() => void today.refetch()} />
          )}
          <ListPager page={page} total={today.data?.total ?? 0} size={TODAY_PAGE_SIZE} onChange={setPage} />
        </Stack>
      </Stack>
    </Container>
  );
}
