import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ApiError } from '../../../lib/api';
import { useLogin } from '../api/auth-mutations';
import { errorMessage } from '../../../lib/error-message';
import { ResendCertification } from './ResendCertification';

const EMPTY_FIELDS = '아이디와 비밀번호를 입력해주세요.';

/** Id and password. A failure shows the server's one message, whichever of the two was wrong. */
export function LoginForm() {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const login = useLogin();

  const submit = () => {
    const missing = !userId.trim() || !password;
    setEmpty(missing);
    if (!missing) login.mutate({ user_id: userId.trim(), password });
  };
  const notCertified = login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_CERTIFIED';

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
        />
        <PasswordInput
          label="비밀번호"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {empty && (
          <Alert color="red" role="alert">
            {EMPTY_FIELDS}
          </Alert>
        )}
        {!empty && login.isError && (
          <Alert color="red" role="alert">
            {errorMessage(login.error)}
          </Alert>
        )}
        {notCertified && <ResendCertification />}
        <Button type="submit" loading={login.isPending} fullWidth>
          로그인
        </Button>
      </Stack>
    </form>
  );
}
