import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Product } from '@carddogam/contract/calls/pointmall';
import { ORDER_MEMO_MAX } from '@carddogam/contract/calls/pointmall-orders';
import { perMemberLimitText, POINTMALL_MSG } from '@carddogam/contract/messages';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { usePlaceOrder } from '../api/order-mutations';
import { addressesQuery } from '../api/pointmall-queries';
import { chosenAddressId, formatPoints, maxOrderQuantity, orderCost } from '../lib/order-limits';
import { AddressPicker } from './address/AddressPicker';

/** Why the member cannot order now, or null. */
function blockedReason(product: Product, max: number): string | null {
  if (product.sale_state === '판매예정' || product.sale_state === '판매종료') return POINTMALL_MSG.notOnSale;
  if (product.sale_state === '품절' || product.stock === 0) return POINTMALL_MSG.outOfStock;
  if (product.sale_state === '숨김') return POINTMALL_MSG.notFound;
  if (max === 0 && product.per_member_limit !== null) return perMemberLimitText(product.per_member_limit);
  return null;
}

/**
 * The order form of the read page: quantity, delivery address and memo, then '주문하기' with a confirm
 * showing the balance after the order. The server decides; this only spares the member a refusal.
 */
export function OrderPanel({ product, user }: { product: Product; user: SessionUser }) {
  const navigate = useNavigate();
  const addresses = useQuery(addressesQuery);
  const place = usePlaceOrder();
  const [quantity, setQuantity] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const [memo, setMemo] = useState('');
  const [addressError, setAddressError] = useState<string>();
  const max = maxOrderQuantity(product);
  const blocked = blockedReason(product, max);
  const balance = user.point ?? 0;
  const { cost, after } = orderCost(product.price, quantity, balance);
  const addressId = chosenAddressId(picked, addresses.data?.rows);

  const confirm = () => {
    if (addressId === null) return setAddressError(POINTMALL_MSG.addressRequired);
    setAddressError(undefined);
    modals.openConfirmModal({
      title: '주문 확인',
      children: (
        <Stack gap={4}>
          <Text size="sm">
            {product.title} {quantity}개를 주문합니다.
          </Text>
          <Text size="sm">보유 포인트: {formatPoints(balance)}</Text>
          <Text size="sm">사용 포인트: {formatPoints(cost)}</Text>
          <Text size="sm" fw={700}>
            주문 후 포인트: {formatPoints(after)}
          </Text>
        </Stack>
      ),
      labels: { confirm: '주문하기', cancel: '취소' },
      onConfirm: () =>
        place.mutate(
          { product_id: product.id, quantity, address_id: addressId, memo },
          {
            onSuccess: ({ message }) => {
              showSuccess(message);
              void navigate('/mypage/order');
            },
          },
        ),
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            내 포인트
          </Text>
          <Text fw={700} aria-label="내 포인트">
            {formatPoints(balance)}
          </Text>
        </Group>
        {blocked ? (
          <Alert color="gray">{blocked}</Alert>
        ) : (
          <>
            <NumberInput
              label="수량"
              min={1}
              max={max}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={quantity}
              onChange={(value) => setQuantity(Math.max(1, Math.min(max, Number(value) || 1)))}
              description={`최대 ${max.toLocaleString('ko-KR')}개`}
            />
            <AddressPicker
              value={addressId}
              onChange={(id) => {
                setPicked(id);
                setAddressError(undefined);
              }}
              error={addressError}
            />
            <TextInput
              label="배송 메모"
              placeholder="예: 문 앞에 놓아주세요"
              maxLength={ORDER_MEMO_MAX}
              value={memo}
              onChange={(event) => setMemo(event.currentTarget.value)}
            />
            <Group justify="space-between">
              <Text size="sm">
                결제 포인트 <b>{formatPoints(cost)}</b>
              </Text>
              <Text size="sm" c={after < 0 ? 'red' : 'dimmed'}>
                주문 후 {formatPoints(after)}
              </Text>
            </Group>
            {after < 0 && (
              <Alert color="orange">
                {POINTMALL_MSG.pointShort}{' '}
                <Text component={Link} to="/policy/pointguide" size="sm" td="underline">
                  포인트 얻는 방법
                </Text>
              </Alert>
            )}
            {place.error && (
              <Alert color="red" role="alert">
                {errorMessage(place.error)}
              </Alert>
            )}
            <Button size="md" onClick={confirm} loading={place.isPending} disabled={after < 0}>
              주문하기
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
