import { Stack, Text } from '@mantine/core';

interface AddressLike {
  recipient: string;
  phone: string;
  postcode: string;
  address: string;
  address_detail: string;
}

/** 받는 분 · 연락처, then the address with its postcode. */
export function AddressText({ address }: { address: AddressLike }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {address.recipient} · {address.phone}
      </Text>
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
        ({address.postcode}) {address.address} {address.address_detail}
      </Text>
    </Stack>
  );
}
