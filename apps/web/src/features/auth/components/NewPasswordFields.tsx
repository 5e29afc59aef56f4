import { PasswordInput, Stack } from '@mantine/core';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  problems: { password: string | null; confirm: string | null };
}

/** A new password and its confirmation, shared by the reset link and /mypage/password. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  problems,
}: NewPasswordFieldsProps) {
  return (
    <Stack gap="sm">
      <PasswordInput
        label="새 비밀번호"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={problems.password}
      />
      <PasswordInput
        label="새 비밀번호 확인"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.currentTarget.value)}
        error={problems.confirm}
      />
    </Stack>
  );
}
