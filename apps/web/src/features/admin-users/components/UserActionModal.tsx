import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { USER_TYPES, type UserType } from '@carddogam/contract/constants';
import { errorMessage } from '../../../lib/error-message';
import type { AdminUser } from '../api/admin-user-queries';
import { useUserAction } from '../api/user-action-mutation';
import type { UserAction } from './UserRowActions';
import { AppDialog } from '../../../components/AppDialog';

const TITLES: Record<UserAction, string> = { type: '회원 유형 변경', ban: '회원 밴', unban: '밴 해제' };
const CONFIRM: Record<UserAction, string> = { type: '변경', ban: '밴하기', unban: '해제하기' };

/** 밴 유저 is reached only through ban, which records a reason and a period (the server insists too). */
const TYPE_CHOICES = USER_TYPES.filter((type) => type !== '밴 유저');

interface UserActionModalProps {
  action: UserAction;
  /** Only what the dialog shows and sends: other screens (the reported members) open it too. */
  user: Pick<AdminUser, 'user_id' | 'nickname' | 'type'>;
  onClose: () => void;
}

/** The confirmation of one admin action, with the reason that goes into the ban log. */
export function UserActionModal({ action, user, onClose }: UserActionModalProps) {
  const [reason, setReason] = useState('');
  const [type, setType] = useState<UserType | null>(null);
  const [days, setDays] = useState<number | string>('');
  const mutation = useUserAction();

  const confirm = () => {
    const base = { user_id: user.user_id, reason: reason.trim() };
    if (action === 'type') {
      if (type) mutation.mutate({ kind: 'type', params: { ...base, type } }, { onSuccess: onClose });
    } else if (action === 'ban') {
      const length = typeof days === 'number' && days >= 1 ? days : undefined;
      mutation.mutate({ kind: 'ban', params: { ...base, days: length } }, { onSuccess: onClose });
    } else {
      mutation.mutate({ kind: 'unban', params: base }, { onSuccess: onClose });
    }
  };

  return (
    <AppDialog opened onClose={onClose} title={TITLES[action]} centered>
      <Stack gap="sm">
        <Text size="sm">
          {user.nickname} ({user.user_id}) · 현재 유형 {user.type}
        </Text>
        {action === 'type' && (
          <Select
            label="새 유형"
            data={TYPE_CHOICES.filter((choice) => choice !== user.type)}
            value={type}
            onChange={(value) => setType(value as UserType | null)}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        {action === 'ban' && (
          <NumberInput
            label="밴 기간 (일)"
            description="비워두면 해제할 때까지 밴이 유지됩니다."
            min={1}
            max={3650}
            allowDecimal={false}
            value={days}
            onChange={setDays}
          />
        )}
        <Textarea
          label="사유"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {mutation.isError && (
          <Alert color="red" role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button
            color={action === 'ban' ? 'red' : undefined}
            onClick={confirm}
            loading={mutation.isPending}
            disabled={action === 'type' && !type}
          >
            {CONFIRM[action]}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
