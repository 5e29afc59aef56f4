import { Alert, Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { AuthCard } from './components/AuthCard';
import { CheckedInput } from './components/CheckedInput';
import { JoinDone } from './components/JoinDone';
import { useJoinForm } from './hooks/use-join-form';
import { errorMessage } from '../../lib/error-message';
import { hasAgreed } from './lib/join-agreement';

/** /auth/joinform: id, nickname, e-mail and password, after both agreements of /auth/joinagree. */
export default function JoinFormPage() {
  const { state } = useLocation();
  const { user } = useSession();
  const form = useJoinForm();
  const { values, problems, setValue, blur, join } = form;

  if (user) return <Navigate to="/" replace />;
  // The agreements are given on the previous screen; arriving here directly (or after a reload) starts over.
  if (!hasAgreed(state)) return <Navigate to="/auth/joinagree" replace />;

  if (join.isSuccess) {
    return (
      <AuthCard title="회원가입 완료">
        <JoinDone message={join.data.message} email={values.email.trim()} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="회원가입" description="가입 후 이메일 인증을 마치면 로그인할 수 있습니다.">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="sm">
          <CheckedInput
            label="아이디"
            autoComplete="username"
            required
            value={values.user_id}
            onChange={(event) => setValue('user_id', event.currentTarget.value)}
            onBlur={() => blur('user_id')}
            problem={problems.user_id ?? null}
            {...form.availability('user_id')}
          />
          <CheckedInput
            label="닉네임"
            required
            value={values.nickname}
            onChange={(event) => setValue('nickname', event.currentTarget.value)}
            onBlur={() => blur('nickname')}
            problem={problems.nickname ?? null}
            {...form.availability('nickname')}
          />
          <CheckedInput
            label="이메일"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => setValue('email', event.currentTarget.value)}
            onBlur={() => blur('email')}
            problem={problems.email ?? null}
            {...form.availability('email')}
          />
          <PasswordInput
            label="비밀번호"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => setValue('password', event.currentTarget.value)}
            onBlur={() => blur('password')}
            error={problems.password}
          />
          <PasswordInput
            label="비밀번호 확인"
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={(event) => setValue('confirm', event.currentTarget.value)}
            onBlur={() => blur('confirm')}
            error={problems.confirm}
          />
          <Checkbox
            label="이메일로 알림을 받겠습니다 (선택)"
            checked={values.email_alarm_agree}
            onChange={(event) => setValue('email_alarm_agree', event.currentTarget.checked)}
          />
          {join.isError && (
            <Alert color="red" role="alert">
              {errorMessage(join.error)}
            </Alert>
          )}
          <Button type="submit" loading={join.isPending} fullWidth>
            가입하기
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
