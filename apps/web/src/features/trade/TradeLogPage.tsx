import { Alert, Container, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { tradeLogQuery } from './api/trade-queries';
import { LineItemList } from './components/LineItemList';
import { Pager } from './components/Pager';
import { TradeNav } from './components/TradeNav';

/** /trade/log?nickname= — the card lines of one member's posts. */
export default function TradeLogPage() {
  const [params, setParams] = useSearchParams();
  const nickname = params.get('nickname')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(tradeLogQuery(nickname, page));

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Title order={2}>{nickname ? `${nickname}님의 거래내역` : '거래내역'}</Title>
        <TradeNav />
        {!nickname ? (
          <Alert color="yellow">닉네임을 입력해주세요.</Alert>
        ) : query.isPending ? (
          <Skeleton h={240} />
        ) : query.isError ? (
          <Alert color="red">{query.error.message}</Alert>
        ) : (
          <LineItemList rows={query.data.rows} empty="거래내역이 없습니다." />
        )}
        {query.data && (
          <Pager
            total={query.data.total}
            page={page}
            onChange={(p) => setParams({ nickname, page: String(p) })}
          />
        )}
      </Stack>
    </Container>
  );
}
