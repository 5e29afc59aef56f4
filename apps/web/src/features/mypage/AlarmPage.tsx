import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { ALARM_PAGE_SIZE, alarmListQuery } from './api/mypage-queries';
import { AlarmItem } from './components/AlarmItem';
import { ListPager } from '../../components/ListPager';
import { MypageLayout } from './components/MypageLayout';
import { QueryState } from '../../components/QueryState';
import { useAlarmRead } from './api/mypage-mutations';
import { usePageParam } from './hooks/use-page-param';

function AlarmList() {
  const [page, setPage] = usePageParam();
  const alarms = useQuery(alarmListQuery(page));
  const read = useAlarmRead();
  if (!alarms.data) return <QueryState error={alarms.error} onRetry={() => void alarms.refetch()} />;
  const { total, unread, items } = alarms.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          읽지 않은 알림 {unread}건 / 전체 {total}건
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          disabled={unread === 0}
          loading={read.isPending && read.variables === undefined}
          onClick={() => read.mutate(undefined)}
        >
          모두 읽음
        </Button>
      </Group>
      {items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          받은 알림이 없습니다.
        </Text>
      )}
      {items.map((alarm) => (
        <AlarmItem
          key={alarm.id}
          alarm={alarm}
          onRead={(id) => read.mutate(id)}
          reading={read.isPending && read.variables === alarm.id}
        />
      ))}
      <ListPager page={page} total={total} size={ALARM_PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}

/** /mypage/alarm: the member's alarms, newest first, marked read one by one or all at once. */
export default function AlarmPage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="알림">
          <AlarmList />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}
