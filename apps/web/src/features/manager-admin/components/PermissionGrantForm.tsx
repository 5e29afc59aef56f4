import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { PERMISSION_LABELS, PERMISSIONS, type Permission } from '@carddogam/contract/calls/manager-admin';
import { usePermissionUpdate } from '../api/manager-queries';

const CHOICES = PERMISSIONS.map((value) => ({ value, label: PERMISSION_LABELS[value] }));

/** Grants a permission to a member named by their id; the server says if there is no such member. */
export function PermissionGrantForm() {
  const [userId, setUserId] = useState('');
  const [permission, setPermission] = useState<Permission | null>(null);
  const [reason, setReason] = useState('');
  const grant = usePermissionUpdate();
  return (
    <form
      aria-label="권한 부여"
      onSubmit={(event) => {
        event.preventDefault();
        if (!userId.trim() || !permission) return;
        grant.mutate(
          { user_id: userId.trim(), permission, granted: true, reason: reason.trim() },
          { onSuccess: () => (setUserId(''), setReason('')) },
        );
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="회원 아이디"
          required
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
        />
        <Select
          label="권한"
          required
          data={CHOICES}
          value={permission}
          onChange={(value) => setPermission(value as Permission | null)}
          w={200}
        />
        <TextInput label="사유" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        <Button type="submit" loading={grant.isPending} disabled={!userId.trim() || !permission}>
          권한 부여
        </Button>
      </Group>
    </form>
  );
}
