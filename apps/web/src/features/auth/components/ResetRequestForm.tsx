import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { usePasswordResetRequest } from '../api/auth-mutations';
import { fieldProblem } from '../lib/field-rules';
import { MailRequestResult } from './MailRequestResult';

const ID_REQUIRED = '아이디를 입력해주세요.';

/** Asks for a password reset link, mailed when the id and the e-mail belong together. */
export function ResetRequestForm() {
  const [userId, setUserId] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<{ userId: string | null; email: string | null }>({
    userId: null,
    email: null,
  });
  const request = usePasswordResetRequest();

  const submit = () => {
    const found = { userId: userId.trim() ? null : ID_REQUIRED, email: fieldProblem('email', email) };
    setProblems(found);
    if (!found.userId && !found.email) request.mutate({ user_id: userId.trim(), email: email.trim() });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="아이디"
          autoComplete="username"
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
          error={problems.userId}
        />
        <TextInput
          label="이메일"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problems.email}
        />
        <MailRequestResult request={request} />
        <Button type="submit" loading={request.isPending} fullWidth>
          재설정 메일 받기
        </Button>
      </Stack>
    </form>
  );
}
