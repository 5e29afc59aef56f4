import { useState } from 'react';
import { Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ADDRESS_MAX } from '@carddogam/contract/calls/address';
import { ADDRESS_MSG } from '@carddogam/contract/messages';
import { QueryState } from '../../../../components/QueryState';
import { addressesQuery } from '../../api/pointmall-queries';
import { AddressFormDialog } from './AddressFormDialog';
import { AddressText } from './AddressText';

/**
 * The delivery address of an order: the member's addresses to choose from and '배송지 추가' right here,
 * which chooses the new address once saved. The order form passes the default until one is chosen
 * (lib/order-limits.ts, chosenAddressId).
 */
export function AddressPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}) {
  const list = useQuery(addressesQuery);
  const [adding, setAdding] = useState(false);
  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.rows;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm" id="order-address-label">
          배송지
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= ADDRESS_MAX}
          onClick={() => setAdding(true)}
        >
          배송지 추가
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ADDRESS_MSG.empty}
        </Text>
      ) : (
        <Radio.Group
          value={value === null ? null : String(value)}
          onChange={(id) => onChange(Number(id))}
          aria-labelledby="order-address-label"
          error={error}
        >
          <Stack gap="xs">
            {rows.map((address) => (
              <Paper key={address.id} withBorder radius="sm" p="xs">
                <Radio
                  value={String(address.id)}
                  aria-label={`${address.label || address.recipient} 배송지`}
                  label={
                    <Stack gap={2}>
                      <Group gap={4}>
                        {address.label && <Text size="sm">{address.label}</Text>}
                        {address.is_default && (
                          <Badge size="xs" variant="light">
                            기본
                          </Badge>
                        )}
                      </Group>
                      <AddressText address={address} />
                    </Stack>
                  }
                />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {rows.length === 0 && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {adding && <AddressFormDialog address={null} onClose={() => setAdding(false)} onSaved={onChange} />}
    </Stack>
  );
}
