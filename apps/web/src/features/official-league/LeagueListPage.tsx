import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@carddogam/contract/dates';
import { canWriteLeagues } from '@carddogam/contract/official-league/roles';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { ListPager } from '../../components/ListPager';
import { QueryState } from '../../components/QueryState';
import { useSession } from '../../lib/session';
import { Banner } from '../banners';
import { countriesQuery, leagueListQuery, leagueTypesQuery } from './api/league-queries';
import { LeagueCalendar } from './components/LeagueCalendar';
import { LeagueFilters } from './components/LeagueFilters';
import { LeagueFrame } from './components/LeagueFrame';
import { LeagueTable } from './components/LeagueTable';
import { ReportButton } from './components/ReportButton';
import { monthOfDate, type YearMonth } from '../../lib/calendar-month';
import {
  calendarParams,
  LEAGUE_PAGE_SIZE,
  listParams,
  listSearch,
  readListState,
  type LeagueFilter,
  type LeagueListState,
  type LeagueView,
} from './lib/list-state';

/**
 * /official_league/list: the events, filtered by type, division, period, country and words, as a paged
 * list or a month calendar. Everything chosen lives in the address.
 */
export default function LeagueListPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const go = (next: Partial<LeagueListState>) => setParams(listSearch({ ...state, ...next }));
  const today = koreanToday();
  const month = state.month ?? monthOfDate(today);

  const types = useQuery(leagueTypesQuery);
  const countries = useQuery(countriesQuery);
  const isCalendar = state.view === 'calendar';
  const list = useQuery(
    isCalendar ? leagueListQuery(calendarParams(state, month)) : leagueListQuery(listParams(state)),
  );
  // The list view's period as the server read it; the calendar asks for its own month instead.
  const period = !isCalendar && list.data ? { from: list.data.date_from, to: list.data.date_to } : null;

  const actions = (
    <>
      <ReportButton />
      {user && canWriteLeagues(user) && (
        <Button component={Link} to="/official_league/write" size="sm" leftSection={<IconPlus size={16} />}>
          대회 등록
        </Button>
      )}
    </>
  );

  return (
    <LeagueFrame title="공식대회" actions={actions}>
      <Banner placement="official_league" />
      <LeagueFilters
        key={`${params.toString()}|${period?.from}|${period?.to}`}
        filter={state}
        period={period}
        showPeriod={!isCalendar}
        types={(types.data ?? []).filter((t) => t.is_show)}
        countries={countries.data ?? []}
        onApply={(filter: LeagueFilter) => go({ ...filter, page: 1 })}
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          aria-label="보기 방식"
          value={state.view}
          onChange={(view) => go({ view: view as LeagueView, page: 1 })}
          data={[
            { value: 'list', label: '목록' },
            { value: 'calendar', label: '달력' },
          ]}
        />
        {list.data && !isCalendar && (
          <Text size="sm" c="dimmed">
            {formatDate(list.data.date_from)} ~ {formatDate(list.data.date_to)} ·{' '}
            {list.data.total.toLocaleString('ko-KR')}개 대회
          </Text>
        )}
      </Group>
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : isCalendar ? (
        <Stack gap="xs">
          <LeagueCalendar
            shown={month}
            today={today}
            items={list.data.items}
            onMonthChange={(next: YearMonth) => go({ month: next })}
          />
          {list.data.total > list.data.items.length && (
            <Text size="sm" c="dimmed">
              이달의 대회 {list.data.total}개 중 {list.data.items.length}개를 표시합니다. 조건을 좁혀 보세요.
            </Text>
          )}
        </Stack>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          조건에 맞는 대회가 없습니다.
        </Text>
      ) : (
        <Stack gap="md">
          <LeagueTable items={list.data.items} countries={countries.data} />
          <ListPager
            page={state.page}
            total={list.data.total}
            size={LEAGUE_PAGE_SIZE}
            onChange={(page) => go({ page })}
          />
        </Stack>
      )}
    </LeagueFrame>
  );
}
