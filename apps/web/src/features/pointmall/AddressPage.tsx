import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ADDRESS_MAX, type DeliveryAddress } from '@carddogam/contract/calls/address';
import { ADDRESS_MSG } from '@carddogam/contract/messages';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { QueryState } from '../../components/QueryState';
import { showError, showSuccess } from '../../lib/toast';
import { MypageLayout } from '../mypage';
import { useDeleteAddress, useSetDefaultAddress } from './api/address-mutations';
import { addressesQuery } from './api/pointmall-queries';
import { AddressFormDialog } from './components/address/AddressFormDialog';
import { AddressText } from './components/address/AddressText';

/** /mypage/address: the member's delivery addresses, added and edited in a dialog, one of them the default. */
export default function AddressPage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="배송지 관리">
          <AddressBook />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}

function AddressBook() {
  const list = useQuery(addressesQuery);
  const [editing, setEditing] = useState<DeliveryAddress | null | 'new'>(null);
  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.rows;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {rows.length}/{ADDRESS_MAX}개 · 주문할 때 고른 배송지가 주문에 저장됩니다.
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= ADDRESS_MAX}
          onClick={() => setEditing('new')}
        >
          배송지 추가
        </Button>
      </Group>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {ADDRESS_MSG.empty}
        </Text>
      )}
      {rows.map((address) => (
        <AddressRow key={address.id} address={address} onEdit={() => setEditing(address)} />
      ))}
      {editing && (
        <AddressFormDialog address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function AddressRow({ address, onEdit }: { address: DeliveryAddress; onEdit: () => void }) {
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const name = address.label || address.recipient;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '배송지 삭제',
      children: <Text size="sm">{ADDRESS_MSG.deleteConfirm}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(address.id, { onSuccess: () => showSuccess(ADDRESS_MSG.deleted), onError: showError }),
    });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`${name} 배송지`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4}>
          <Group gap={6}>
            {address.label && <Text fw={600}>{address.label}</Text>}
            {address.is_default && <Badge variant="light">기본 배송지</Badge>}
          </Group>
          <AddressText address={address} />
        </Stack>
        <Group gap={4}>
          {!address.is_default && (
            <Button
              size="compact-sm"
              variant="light"
              loading={makeDefault.isPending}
              onClick={() =>
                makeDefault.mutate(address.id, {
                  onSuccess: () => showSuccess(ADDRESS_MSG.defaultSet),
                  onError: showError,
                })
              }
            >
              기본으로
            </Button>
          )}
          <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={`${name} 배송지 수정`}>
            수정
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={confirmDelete}
            aria-label={`${name} 배송지 삭제`}
          >
            삭제
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
