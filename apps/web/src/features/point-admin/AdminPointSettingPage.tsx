import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { pointSettingItem } from '@carddogam/contract/calls/points';
import { POINT_ADMIN_MSG } from '@carddogam/contract/messages';
import type { z } from 'zod';
import { QueryState } from '../../components/QueryState';
import { errorMessage } from '../../lib/error-message';
import { showError, showSuccess } from '../../lib/toast';
import { useDeleteSetting, useSaveSetting } from './api/point-admin-mutations';
import { settingsQuery } from './api/point-admin-queries';
import { PointAdminLayout } from './components/PointAdminLayout';

type Setting = z.infer<typeof pointSettingItem>;

/**
 * /admin/point/setting: how many points each activity earns. Reviews, posts, reports and attendance read
 * these when the activity happens, so a change applies to the next one at once (decision 033).
 */
export default function AdminPointSettingPage() {
  return (
    <PointAdminLayout title="포인트 설정">
      <Settings />
    </PointAdminLayout>
  );
}

function Settings() {
  const settings = useQuery(settingsQuery);
  if (!settings.data) return <QueryState error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        활동별 적립 포인트입니다. 바꾼 값은 다음 활동부터 바로 적용되고, 포인트 적립 안내 페이지에도
        표시됩니다.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="포인트 설정" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>메뉴</Table.Th>
              <Table.Th>활동</Table.Th>
              <Table.Th w={220}>포인트</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.data.map((setting) => (
              <SettingRow key={setting.id} setting={setting} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <NewSetting />
    </Stack>
  );
}

function SettingRow({ setting }: { setting: Setting }) {
  const [amount, setAmount] = useState<number | string>(setting.amount);
  const save = useSaveSetting();
  const remove = useDeleteSetting();
  const changed = Number(amount) !== setting.amount;
  const label = `${setting.menu} ${setting.activity}`;

  const submit = () =>
    save.mutate(
      { menu: setting.menu, activity: setting.activity, amount: Number(amount) },
      {
        onSuccess: () => showSuccess(POINT_ADMIN_MSG.settingSaved),
        onError: (e) => showError(errorMessage(e)),
      },
    );
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '포인트 설정 삭제',
      children: <Text size="sm">{`'${label}' 설정을 삭제하면 이 활동은 포인트를 적립하지 않습니다.`}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(setting.id, {
          onSuccess: () => showSuccess(POINT_ADMIN_MSG.settingDeleted),
          onError: (e) => showError(errorMessage(e)),
        }),
    });

  return (
    <Table.Tr>
      <Table.Td>{setting.menu}</Table.Td>
      <Table.Td>{setting.activity}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <NumberInput
            aria-label={`${label} 포인트`}
            value={amount}
            onChange={setAmount}
            min={0}
            max={100_000}
            allowDecimal={false}
            thousandSeparator=","
            suffix="P"
            w={120}
            size="xs"
          />
          <Button size="compact-sm" disabled={!changed} loading={save.isPending} onClick={submit}>
            저장
          </Button>
        </Group>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          color="red"
          variant="subtle"
          onClick={confirmDelete}
          aria-label={`${label} 삭제`}
        >
          삭제
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** A new (menu, activity); saving an existing pair changes its amount. */
function NewSetting() {
  const [menu, setMenu] = useState('');
  const [activity, setActivity] = useState('');
  const [amount, setAmount] = useState<number | string>(0);
  const save = useSaveSetting();
  const submit = () =>
    save.mutate(
      { menu, activity, amount: Number(amount) },
      {
        onSuccess: () => {
          showSuccess(POINT_ADMIN_MSG.settingSaved);
          setMenu('');
          setActivity('');
          setAmount(0);
        },
      },
    );
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text fw={600}>설정 추가</Text>
      <Group gap="xs" align="flex-end">
        <TextInput
          label="메뉴"
          value={menu}
          onChange={(e) => setMenu(e.currentTarget.value)}
          maxLength={50}
          w={160}
        />
        <TextInput
          label="활동"
          value={activity}
          onChange={(e) => setActivity(e.currentTarget.value)}
          maxLength={50}
          w={160}
        />
        <NumberInput
          label="포인트"
          value={amount}
          onChange={setAmount}
          min={0}
          max={100_000}
          allowDecimal={false}
          thousandSeparator=","
          w={120}
        />
        <Button type="submit" loading={save.isPending}>
          추가
        </Button>
      </Group>
      {save.error && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(save.error)}
        </Text>
      )}
    </Stack>
  );
}
