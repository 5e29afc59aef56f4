import { useState } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { NewPasswordFields, useNewPassword } from '../auth';
import { errorMessage } from '../../lib/error-message';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { usePasswordChange } from './api/mypage-mutations';
import { MypageLayout } from './components/MypageLayout';

const CURRENT_REQUIRED = '현재 비밀번호를 입력해주세요.';

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [currentProblem, setCurrentProblem] = useState<string | null>(null);
  const next = useNewPassword();
  const change = usePasswordChange({
    onSuccess: () => {
      setCurrent('');
      next.reset();
    },
  });

  const submit = () => {
    const missing = current ? null : CURRENT_REQUIRED;
    setCurrentProblem(missing);
    if (next.validate() && !missing) {
      change.mutate({ current_password: current, new_password: next.fields.password });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" maw={460}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            label="현재 비밀번호"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={currentProblem}
          />
          <NewPasswordFields {...next.fields} />
          {change.isSuccess && (
            <Alert color="teal" role="status">
              {change.data.message}
            </Alert>
          )}
          {change.isError && (
            <Alert color="red" role="alert">
              {errorMessage(change.error)}
            </Alert>
          )}
          <Button type="submit" loading={change.isPending}>
            비밀번호 변경
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /mypage/password: the current password, then the new one twice. */
export default function PasswordPage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="비밀번호 변경">
          <PasswordForm />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}
