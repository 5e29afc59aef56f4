import { Alert, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ResendCertification } from './ResendCertification';

/** After a join: the server's 'certification mail sent' message, the way to login, and a resend. */
export function JoinDone({ message, email }: { message: string; email: string }) {
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconMailCheck size={20} />} title="인증 메일을 보냈습니다">
        {message}
      </Alert>
      <Button component={Link} to="/auth/login">
        로그인 화면으로
      </Button>
      <ResendCertification defaultEmail={email} />
    </Stack>
  );
}
