import { useMemo, useState } from 'react';
import { Alert, Container, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OPEN_REQUEST, TRADE_REQUEST_PAGE_SIZE } from '@carddogam/contract/calls/trade-request';
import { WANT_MSG, type WantMatch } from '@carddogam/contract/calls/want-matches';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useCancelTradeRequest } from './api/trade-request-mutations';
import { myRequestsQuery, wantMatchesQuery } from './api/trade-request-queries';
import { RequestCards, RequestTable } from './components/RequestList';

/**
 * /trade/request, 내 구해요 목록: the member's own buy requests, newest first, each open one with the sale
 * posts matched to it (구해요) and 요청 취소.
 */
export default function MyTradeRequestPage() {
  return <RequireLogin>{() => <MyRequests />}</RequireLogin>;
}

function MyRequests() {
  const [page, setPage] = useState(1);
  const list = useQuery(myRequestsQuery(page));
  const cancel = useCancelTradeRequest();
  const List = useIsMobile() ? RequestCards : RequestTable;
  const openIds = useMemo(
    () => (list.data?.rows ?? []).filter((r) => r.state === OPEN_REQUEST).map((r) => r.id),
    [list.data],
  );
  const matches = useQuery(wantMatchesQuery(openIds));
  const matchesOf = useMemo(() => {
    const by = new Map<number, WantMatch[]>();
    for (const m of matches.data?.rows ?? []) by.set(m.request_id, [...(by.get(m.request_id) ?? []), m]);
    return by;
  }, [matches.data]);
  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Title order={2}>{WANT_MSG.listTitle}</Title>
        <Text size="sm" c="dimmed">
          카드 페이지의 시세 아래 &apos;구매 요청&apos;으로 구하는 카드를 등록하면, 조건(판본·상태·희망 최고
          가격)에 맞는 판매글이 올라올 때 알림으로 알려 드립니다.
        </Text>
        {list.isPending ? (
          <Skeleton h={200} />
        ) : list.isError ? (
          <Alert color="red">{list.error.message}</Alert>
        ) : list.data.rows.length === 0 ? (
          <Alert color="gray">구해요 카드가 없습니다.</Alert>
        ) : (
          <List
            rows={list.data.rows}
            matchesOf={matches.data ? matchesOf : undefined}
            onCancel={(id) => cancel.mutate(id)}
            cancelling={cancel.isPending ? cancel.variables : undefined}
          />
        )}
        {list.data && list.data.total > TRADE_REQUEST_PAGE_SIZE && (
          <Pagination
            value={page}
            onChange={setPage}
            total={Math.ceil(list.data.total / TRADE_REQUEST_PAGE_SIZE)}
          />
        )}
      </Stack>
    </Container>
  );
}
