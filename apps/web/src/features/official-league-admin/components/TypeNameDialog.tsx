import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { useSaveType } from '../api/league-type-mutations';
import type { LeagueType } from './type-columns';

export const TYPE_NAME_MAX = 40;

/** 이름 변경: the type keeps its place and its shown flag. */
export function TypeNameDialog({ type, onClose }: { type: LeagueType; onClose: () => void }) {
  const [name, setName] = useState(type.name);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveType();

  const submit = () => {
    if (!name.trim()) return setError(M.typeNameRequired);
    save.mutate({ id: type.id, name: name.trim(), is_show: type.is_show }, { onSuccess: onClose });
  };

  return (
    <AppDialog opened onClose={onClose} title="대회 종류 이름 변경" centered>
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label="대회 종류 이름"
          withAsterisk
          value={name}
          maxLength={TYPE_NAME_MAX}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
        {save.error && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" loading={save.isPending}>
            저장
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
