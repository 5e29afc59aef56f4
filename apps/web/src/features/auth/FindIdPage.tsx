import { useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useFindId } from './api/auth-mutations';
import { AuthCard } from './components/AuthCard';
import { MailRequestResult } from './components/MailRequestResult';
import { fieldProblem } from './lib/field-rules';

/** /auth/findid: the ids of an address are mailed to it, never shown, so an address cannot be probed. */
export default function FindIdPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useFindId();

  const submit = () => {
    const found = fieldProblem('email', email);
    setProblem(found);
    if (!found) request.mutate(email.trim());
  };

  return (
    <AuthCard title="아이디 찾기" description="가입할 때 입력한 이메일로 아이디를 보내드립니다.">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="이메일"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={problem}
          />
          <MailRequestResult request={request} />
          <Button type="submit" loading={request.isPending} fullWidth>
            아이디 찾기
          </Button>
          <Anchor component={Link} to="/auth/findpassword" size="sm" ta="center">
            비밀번호를 잊으셨나요?
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
