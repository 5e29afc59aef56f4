import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatThousands } from '../../lib/format';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { POINT_PAGE_SIZE, pointLedgerQuery } from './api/mypage-queries';
import { ListPager } from '../../components/ListPager';
import { MypageLayout } from './components/MypageLayout';
import { PointTable } from './components/PointTable';
import { QueryState } from '../../components/QueryState';
import { usePageParam } from './hooks/use-page-param';

function PointLedger() {
  const [page, setPage] = usePageParam();
  const ledger = useQuery(pointLedgerQuery(page));
  if (!ledger.data) return <QueryState error={ledger.error} onRetry={() => void ledger.refetch()} />;
  const { point, total, items } = ledger.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between">
          <Text c="dimmed">보유 포인트</Text>
          <Text fw={800} fz={24} aria-label="보유 포인트">
            {formatThousands(point)}P
          </Text>
        </Group>
      </Paper>
      <Text size="sm" c="dimmed">
        총 {formatThousands(total)}건
      </Text>
      <PointTable items={items} />
      <ListPager page={page} total={total} size={POINT_PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}

/** /mypage/point: the balance and the signed ledger, newest first, page by page. */
export default function PointPage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="포인트 내역">
          <PointLedger />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}
