import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { shippingFields, type PointmallOrder } from '@carddogam/contract/calls/pointmall-orders';
import { COURIERS } from '@carddogam/contract/pointmall/order-status';
import { AppDialog } from '../../../../components/AppDialog';
import { errorMessage } from '../../../../lib/error-message';
import { showSuccess } from '../../../../lib/toast';
import { useShipOrder } from '../../api/order-mutations';

type Field = 'courier' | 'tracking_number';

/** Staff enter the courier and tracking number of an order, which moves it to 배송중. */
export function ShipDialog({ order, onClose }: { order: PointmallOrder; onClose: () => void }) {
  const [courier, setCourier] = useState(order.courier ?? '');
  const [tracking, setTracking] = useState(order.tracking_number ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const ship = useShipOrder();

  const submit = () => {
    const checked = shippingFields.safeParse({ courier, tracking_number: tracking });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    ship.mutate(
      { id: order.id, ...checked.data },
      {
        onSuccess: ({ message }) => {
          showSuccess(message);
          onClose();
        },
      },
    );
  };

  return (
    <AppDialog opened onClose={onClose} title={`배송 처리 · 주문 ${order.id}`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {order.product_title} {order.quantity}개 → {order.recipient} ({order.postcode}) {order.address}{' '}
            {order.address_detail}
          </Text>
          <Autocomplete
            label="택배사"
            data={[...COURIERS]}
            value={courier}
            onChange={setCourier}
            error={errors.courier}
            required
          />
          <TextInput
            label="운송장번호"
            inputMode="numeric"
            value={tracking}
            onChange={(event) => setTracking(event.currentTarget.value)}
            error={errors.tracking_number}
            required
          />
          {ship.error && (
            <Alert color="red" role="alert">
              {errorMessage(ship.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              취소
            </Button>
            <Button type="submit" loading={ship.isPending}>
              배송중으로 변경
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
