import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@carddogam/contract/messages';
import { errorMessage } from '../../../lib/error-message';
import type { useIpBanMutations } from '../api/ip-ban-mutations';

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** A rough check before asking; the server applies the exact IPv4/IPv6 rule of the contract. */
function looksLikeIp(value: string): boolean {
  return IPV4.test(value) || (value.includes(':') && /^[0-9a-fA-F:.]+$/.test(value));
}

/** Bans a new IP after a confirmation, since a banned visitor loses the whole site. */
export function IpBanForm({ add }: { add: ReturnType<typeof useIpBanMutations>['add'] }) {
  const [ip, setIp] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const value = ip.trim();
    if (!looksLikeIp(value)) {
      setProblem(MSG.ipInvalid);
      return;
    }
    setProblem(null);
    modals.openConfirmModal({
      title: '아이피 차단',
      children: `${value}에서의 접속을 차단하시겠습니까?`,
      labels: { confirm: '차단', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        add.mutate(
          { ip: value, reason: reason.trim() },
          {
            onSuccess: () => {
              setIp('');
              setReason('');
            },
          },
        ),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-start">
          <TextInput
            label="아이피"
            placeholder="예: 203.0.113.7"
            value={ip}
            onChange={(event) => setIp(event.currentTarget.value)}
            error={problem}
            w={220}
          />
          <TextInput
            label="사유"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
            style={{ flex: '1 1 200px' }}
          />
          <Button type="submit" color="red" mt={25} loading={add.isPending}>
            차단 추가
          </Button>
        </Group>
        {add.isError && (
          <Alert color="red" role="alert">
            {errorMessage(add.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
