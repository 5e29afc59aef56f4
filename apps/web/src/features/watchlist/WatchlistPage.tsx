import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { conditionLabel, type WatchRow } from '@carddogam/contract/calls/watchlist';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { QueryState } from '../../components/QueryState';
import { formatWon } from '../../lib/format';
import { useIsMobile } from '../../lib/use-is-mobile';
import { MypageLayout } from '../mypage';
import { useRearmWatch, useRemoveWatch } from './api/watchlist-mutations';
import { watchlistQuery } from './api/watchlist-queries';
import { Sparkline } from './components/Sparkline';
import { alertState, alertText } from './lib/watch-text';

/** /mypage/watchlist: the member's watched cards with their prices and alerts. */
export default function WatchlistPage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="관심 카드">
          <Watchlist />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}

const cardHref = (row: WatchRow) =>
  `/card/detail?${new URLSearchParams({ id: row.card_id, lang: row.nation }).toString()}`;

function Watchlist() {
  const list = useQuery(watchlistQuery());
  const isMobile = useIsMobile();
  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  const { rows, limit } = list.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        카드 페이지나 검색 결과의 ☆로 관심 카드를 추가하면, 목표 가격 이하의 거래가 등록될 때 알림으로 알려
        드립니다. ({rows.length}/{limit})
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          관심 카드가 없습니다.
        </Text>
      ) : isMobile ? (
        <SimpleGrid cols={1} spacing="xs">
          {rows.map((row) => (
            <Card key={row.id} withBorder padding="sm" aria-label={row.card_name}>
              <Stack gap={4}>
                <CardName row={row} />
                <Text size="sm">
                  현재 평균 {formatWon(row.current_avg)} · 최근 거래 {formatWon(row.last_price)}
                  {row.last_date && ` (${row.last_date})`}
                </Text>
                <Sparkline series={row.series} label={`${row.card_name} 30일 시세`} />
                <Group justify="space-between">
                  <AlertCell row={row} />
                  <Actions row={row} />
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label="관심 카드 목록" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>카드</Table.Th>
                <Table.Th>현재 평균</Table.Th>
                <Table.Th>최근 거래</Table.Th>
                <Table.Th>30일 시세</Table.Th>
                <Table.Th>알림</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <CardName row={row} />
                  </Table.Td>
                  <Table.Td>{formatWon(row.current_avg)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatWon(row.last_price)}</Text>
                    {row.last_date && (
                      <Text size="xs" c="dimmed">
                        {row.last_date}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Sparkline series={row.series} label={`${row.card_name} 30일 시세`} />
                  </Table.Td>
                  <Table.Td>
                    <AlertCell row={row} />
                  </Table.Td>
                  <Table.Td>
                    <Actions row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function CardName({ row }: { row: WatchRow }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={cardHref(row)} size="sm" fw={600}>
        {row.card_name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {NATION_LABEL[row.nation]} · {conditionLabel(row)}
      </Text>
    </Stack>
  );
}

function AlertCell({ row }: { row: WatchRow }) {
  const state = alertState(row);
  return (
    <Stack gap={2}>
      <Text size="sm">{alertText(row)}</Text>
      {state && (
        <Group gap={4}>
          <Badge size="sm" variant="light" color={state === '대기중' ? 'blue' : 'orange'}>
            {state}
          </Badge>
          {state === '알림 보냄' && row.fired_post_id !== null && (
            <Anchor component={Link} to={`/trade/post/read?id=${row.fired_post_id}`} size="xs">
              거래글
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}

function Actions({ row }: { row: WatchRow }) {
  const rearm = useRearmWatch();
  const remove = useRemoveWatch();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {alertState(row) === '알림 보냄' && (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`${row.card_name} 재알림`}
          loading={rearm.isPending}
          onClick={() => rearm.mutate(row.id)}
        >
          재알림
        </Button>
      )}
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        aria-label={`${row.card_name} 삭제`}
        loading={remove.isPending}
        onClick={() => remove.mutate(row.id)}
      >
        삭제
      </Button>
    </Group>
  );
}
