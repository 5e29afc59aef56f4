import { useState } from 'react';
import { Alert, Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { ptcglUid } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { errorMessage } from '../../../lib/error-message';
import { useApply } from '../api/league-mutations';

type Errors = Partial<Record<'ptcgl_name' | 'ptcgl_uid', string>>;

/**
 * The player application: the PTCGL name and player ID, checked by the contract's rules before sending;
 * the server's refusal (an ID held by another member, an application already waiting) shows under it.
 */
export function ApplyForm() {
  const apply = useApply();
  const [name, setName] = useState('');
  const [uid, setUid] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    // The call's own schema stays out of the browser's bundle (build/calls-without-schemas.ts); the ID's
    // rule is exported on its own, and the name needs only to be there.
    const checkedUid = ptcglUid.safeParse(uid);
    const found: Errors = {
      ...(name.trim() === '' && { ptcgl_name: LEAGUE_MSG.nameRequired }),
      ...(!checkedUid.success && { ptcgl_uid: checkedUid.error.issues[0]?.message ?? LEAGUE_MSG.uidInvalid }),
    };
    setErrors(found);
    if (checkedUid.success && !found.ptcgl_name)
      apply.mutate({ ptcgl_name: name.trim(), ptcgl_uid: checkedUid.data });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="리그 참가 신청"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="PTCGL 이름"
            description="포켓몬 카드 게임 라이브에 보이는 플레이어 이름"
            required
            maxLength={40}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.ptcgl_name}
            miw={220}
          />
          <TextInput
            label="PTCGL 플레이어 ID"
            description="영문, 숫자, _ 와 - 로 4~32자"
            required
            maxLength={32}
            value={uid}
            onChange={(e) => setUid(e.currentTarget.value)}
            error={errors.ptcgl_uid}
            miw={220}
          />
        </Group>
        {apply.isError && (
          <Alert color="red" role="alert">
            {errorMessage(apply.error)}
          </Alert>
        )}
        {apply.isSuccess && (
          <Alert color="teal" role="status">
            {apply.data.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={apply.isPending}>
            참가 신청
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
