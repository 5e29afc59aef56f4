import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useResendCertification } from '../api/auth-mutations';
import { fieldProblem } from '../lib/field-rules';
import { errorMessage } from '../../../lib/error-message';

/** 'Mail did not arrive': sends the certification link again to an uncertified address. */
export function ResendCertification({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(defaultEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useResendCertification();

  if (!open) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
        인증 메일 다시 받기
      </Anchor>
    );
  }
  const send = () => {
    const found = fieldProblem('email', email);
    setProblem(found);
    if (!found) resend.mutate(email.trim());
  };
  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="인증 메일을 받을 이메일"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problem}
          style={{ flex: 1 }}
        />
        <Button mt={25} variant="default" onClick={send} loading={resend.isPending}>
          보내기
        </Button>
      </Group>
      {resend.isSuccess && (
        <Text size="sm" c="teal.7" role="status">
          {resend.data.message}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" c="red.7" role="alert">
          {errorMessage(resend.error)}
        </Text>
      )}
    </Stack>
  );
}
