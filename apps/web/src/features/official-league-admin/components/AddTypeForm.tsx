import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { errorMessage } from '../../../lib/error-message';
import { useSaveType } from '../api/league-type-mutations';
import { TYPE_NAME_MAX } from './TypeNameDialog';

/** A new type goes to the end of the list, shown. */
export function AddTypeForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveType();

  const submit = () => {
    if (!name.trim()) return setError(M.typeNameRequired);
    save.mutate({ name: name.trim(), is_show: true }, { onSuccess: () => setName('') });
  };

  return (
    <Group
      gap="xs"
      align="flex-start"
      wrap="wrap"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label="새 대회 종류"
        placeholder="예: 시티리그"
        value={name}
        maxLength={TYPE_NAME_MAX}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(undefined);
          save.reset();
        }}
        error={error ?? (save.error ? errorMessage(save.error) : undefined)}
        w={{ base: '100%', xs: 240 }}
      />
      <Button
        type="submit"
        mt={{ base: 0, xs: 25 }}
        loading={save.isPending}
        leftSection={<IconPlus size={16} />}
      >
        추가
      </Button>
    </Group>
  );
}
