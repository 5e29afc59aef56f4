import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ListPager } from '../../components/ListPager';
import { QueryState } from '../../components/QueryState';
import { useSession } from '../../lib/session';
import { tournamentListQuery } from './api/league-queries';
import { LeagueFrame } from './components/LeagueFrame';
import { TournamentTable } from './components/TournamentTable';
import { isLeagueStaff } from './lib/league-staff';
import {
  listParams,
  listSearch,
  readListState,
  STATUS_TABS,
  TOURNAMENT_PAGE_SIZE,
  type StatusTab,
  type TournamentListState,
} from './lib/list-state';

/** /league/tournament/list: the tournaments by status (전체/접수/진행/종료), paged; the tab lives in the address. */
export default function TournamentListPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const go = (next: Partial<TournamentListState>) => setParams(listSearch({ ...state, ...next }));
  const list = useQuery(tournamentListQuery(listParams(state)));

  const actions = isLeagueStaff(user) && (
    <Button component={Link} to="/league/tournament/write" size="sm" leftSection={<IconPlus size={16} />}>
      대회 만들기
    </Button>
  );

  return (
    <LeagueFrame section="대회" title="리그 대회" actions={actions}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          aria-label="대회 상태"
          value={state.status}
          data={[...STATUS_TABS]}
          onChange={(status) => go({ status: status as StatusTab, page: 1 })}
        />
        {list.data && (
          <Text size="sm" c="dimmed">
            {list.data.total.toLocaleString('ko-KR')}개 대회
          </Text>
        )}
      </Group>
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          해당하는 대회가 없습니다.
        </Text>
      ) : (
        <Stack gap="md">
          <TournamentTable items={list.data.items} label="대회 목록" />
          <ListPager
            page={state.page}
            total={list.data.total}
            size={TOURNAMENT_PAGE_SIZE}
            onChange={(page) => go({ page })}
          />
        </Stack>
      )}
    </LeagueFrame>
  );
}
