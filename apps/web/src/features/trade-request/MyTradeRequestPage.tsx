import { Fragment, useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OPEN_REQUEST, TRADE_REQUEST_PAGE_SIZE } from '@carddogam/contract/calls/trade-request';
import { WANT_MSG, type WantMatch } from '@carddogam/contract/calls/want-matches';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { formatWon } from '../../lib/format';
import { useCancelTradeRequest } from './api/trade-request-mutations';
import { myRequestsQuery, wantMatchesQuery } from './api/trade-request-queries';
import { MatchedPosts } from './components/MatchedPosts';
import { requestCondition } from './components/request-label';

/**
 * /trade/request, 내 구해요 목록: the member's own buy requests, newest first, each open one with the sale
 * posts matched to it (구해요) and 요청 취소.
 */
export default function MyTradeRequestPage() {
  return <RequireLogin>{() => <MyRequests />}</RequireLogin>;
}

const STATE_COLOR: Record<string, string> = { 요청중: 'blue', 완료: 'green', 취소: 'gray' };

function MyRequests() {
  const [page, setPage] = useState(1);
  const list = useQuery(myRequestsQuery(page));
  const cancel = useCancelTradeRequest();
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
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label={WANT_MSG.listTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>카드</Table.Th>
                  <Table.Th>상태</Table.Th>
                  <Table.Th>희망 최고 가격</Table.Th>
                  <Table.Th>메모</Table.Th>
                  <Table.Th>요청일</Table.Th>
                  <Table.Th>진행</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.rows.map((r) => (
                  <Fragment key={r.id}>
                    <Table.Tr>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/card/detail?id=${encodeURIComponent(r.card_id)}`}
                          size="sm"
                        >
                          {r.card_name || r.card_id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{requestCondition(r)}</Table.Td>
                      <Table.Td>{formatWon(r.want_price)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={2}>
                          {r.memo}
                        </Text>
                        {r.staff_memo && (
                          <Text size="xs" c="dimmed">
                            운영진: {r.staff_memo}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{r.created}</Table.Td>
                      <Table.Td>
                        <Badge color={STATE_COLOR[r.state] ?? 'gray'} variant="light">
                          {r.state}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {r.state === OPEN_REQUEST && (
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="red"
                            aria-label={`${r.card_name} 요청 취소`}
                            loading={cancel.isPending && cancel.variables === r.id}
                            onClick={() => cancel.mutate(r.id)}
                          >
                            요청 취소
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                    {r.state === OPEN_REQUEST && (
                      <Table.Tr>
                        <Table.Td colSpan={7} pl="lg">
                          {matches.data ? <MatchedPosts matches={matchesOf.get(r.id) ?? []} /> : null}
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
