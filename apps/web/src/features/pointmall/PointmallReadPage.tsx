import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Product } from '@carddogam/contract/calls/pointmall';
import { perMemberLimitText, POINTMALL_MSG } from '@carddogam/contract/messages';
import { loginPath } from '../../lib/next-path';
import { useSession, type SessionUser } from '../../lib/session';
import { showError, showSuccess } from '../../lib/toast';
import { useSetProductShown } from './api/product-mutations';
import { productQuery } from './api/pointmall-queries';
import { MallFrame } from './components/MallFrame';
import { OrderPanel } from './components/OrderPanel';
import { ProductGallery } from './components/ProductGallery';
import { SaleBadge } from './components/SaleBadge';
import { formatPoints } from './lib/order-limits';
import { idFrom } from './lib/product-id';
import { salePeriodText } from './lib/sale-period';

/** /pointmall/read?id=: the pictures, the facts of the product, its description and the order form. */
export default function PointmallReadPage() {
  const [params] = useSearchParams();
  const id = idFrom(params);
  const query = useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
  const frame = (body: ReactNode) => (
    <MallFrame title="포인트몰" backToList>
      {body}
    </MallFrame>
  );
  if (id === null) return frame(<Alert color="red">{POINTMALL_MSG.notFound}</Alert>);
  if (query.isPending) return frame(<Skeleton h={360} />);
  if (query.isError) return frame(<Alert color="red">{query.error.message}</Alert>);
  return <ProductView product={query.data} />;
}

function ProductView({ product }: { product: Product }) {
  const { user } = useSession();
  const period = salePeriodText(product.sale_start, product.sale_end);
  const actions = product.can_edit ? <EditorActions product={product} /> : undefined;
  return (
    <MallFrame title={product.title} actions={actions} backToList>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ProductGallery images={product.images} title={product.title} />
        <Stack gap="sm">
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {product.category}
            </Badge>
            <SaleBadge state={product.sale_state} always />
          </Group>
          <Text fz={28} fw={800} c="grape.7" aria-label="가격">
            {formatPoints(product.price)}
          </Text>
          <Stack gap={2}>
            <Text size="sm" aria-label="재고">
              재고 {product.stock.toLocaleString('ko-KR')}개
            </Text>
            {product.per_member_limit !== null && (
              <Text size="sm">
                {perMemberLimitText(product.per_member_limit)}
                {product.ordered_by_me > 0 && ` (주문한 수량 ${product.ordered_by_me}개)`}
              </Text>
            )}
            {period && <Text size="sm">판매 기간: {period}</Text>}
          </Stack>
          <OrderArea product={product} user={user} />
        </Stack>
      </SimpleGrid>
      {product.content && (
        <Text
          component="section"
          aria-label="상품 설명"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {product.content}
        </Text>
      )}
    </MallFrame>
  );
}

/** Guests are asked to log in and banned members told they cannot order; members get the order form. */
function OrderArea({ product, user }: { product: Product; user: SessionUser | null }) {
  const { pathname, search } = useLocation();
  if (!user)
    return (
      <Alert color="blue">
        <Anchor component={Link} to={loginPath(pathname + search)}>
          로그인
        </Anchor>{' '}
        후 주문할 수 있습니다.
      </Alert>
    );
  if (user.type === '밴 유저')
    return <Alert color="gray">밴 기간 동안에는 포인트몰에서 주문할 수 없습니다.</Alert>;
  return <OrderPanel product={product} user={user} />;
}

/** 수정 and the 표시 switch, for 관리자 and the product's writer. */
function EditorActions({ product }: { product: Product }) {
  const setShown = useSetProductShown();
  return (
    <>
      <Switch
        label="표시"
        checked={product.is_show}
        disabled={setShown.isPending}
        onChange={(event) =>
          setShown.mutate(
            { id: product.id, is_show: event.currentTarget.checked },
            {
              onSuccess: ({ is_show }) => showSuccess(is_show ? POINTMALL_MSG.shown : POINTMALL_MSG.hidden),
              onError: showError,
            },
          )
        }
      />
      <Button component={Link} to={`/pointmall/update?id=${product.id}`} variant="default" size="sm">
        수정
      </Button>
    </>
  );
}
