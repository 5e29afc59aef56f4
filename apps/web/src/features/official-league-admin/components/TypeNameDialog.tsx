import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { AppDialog } from '../../../components/AppDialog';

import { useSaveType } from '../api/league-type-mutations';
import type { LeagueType } from './type-columns';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';

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
        <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </AppDialog>
  );
}
