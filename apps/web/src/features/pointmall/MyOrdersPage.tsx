import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ORDER_PAGE_SIZE } from '@carddogam/contract/calls/pointmall-orders';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { ListPager } from '../../components/ListPager';
import { QueryState } from '../../components/QueryState';
import { MypageLayout } from '../mypage';
import { myOrdersQuery } from './api/pointmall-queries';
import { OrderCard } from './components/OrderCard';

/** /mypage/order: the member's point-mall orders with their status and tracking, newest first. */
export default function MyOrdersPage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="주문 내역">
          <OrderList />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}

function OrderList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(myOrdersQuery(page));
  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <Stack align="center" py="xl" gap="xs">
        <Text c="dimmed">{POINTMALL_MSG.ordersEmpty}</Text>
        <Anchor component={Link} to="/pointmall/list">
          포인트몰 둘러보기
        </Anchor>
      </Stack>
    );
  return (
    <Stack gap="sm">
      {list.data.rows.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      <ListPager
        page={page}
        total={list.data.total}
        size={ORDER_PAGE_SIZE}
        onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </Stack>
  );
}
