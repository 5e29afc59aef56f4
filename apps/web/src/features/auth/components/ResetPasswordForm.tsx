import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useNewPassword } from '../hooks/use-new-password';
import { errorMessage } from '../../../lib/error-message';
import { usePasswordReset } from '../api/auth-mutations';
import { NewPasswordFields } from './NewPasswordFields';

/** The new-password form behind a mailed reset link (/auth/findpassword?token=). */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useNewPassword();
  const reset = usePasswordReset();

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" role="status">
          {reset.data.message}
        </Alert>
        <Button component={Link} to="/auth/login">
          로그인하기
        </Button>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) reset.mutate({ token, password: form.fields.password });
      }}
    >
      <Stack gap="sm">
        <NewPasswordFields {...form.fields} />
        {reset.isError && (
          <Alert color="red" role="alert">
            {errorMessage(reset.error)}
          </Alert>
        )}
        <Button type="submit" loading={reset.isPending} fullWidth>
          비밀번호 변경
        </Button>
      </Stack>
    </form>
  );
}
