import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '@carddogam/contract/messages';
import { certificationQuery } from './api/auth-queries';
import { AuthCard } from './components/AuthCard';
import { ResendCertification } from './components/ResendCertification';
import { errorMessage } from '../../lib/error-message';

/**
 * /auth/email_certification?token=: certifies the mailed link. A query rather than a button, so opening
 * the link is enough, and the cache keeps a strict-mode double mount from spending the token twice.
 */
export default function EmailCertificationPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const certify = useQuery({ ...certificationQuery(token), enabled: token.length > 0 });

  return (
    <AuthCard title="이메일 인증">
      {!token && (
        <Alert color="red" role="alert">
          {MSG.tokenInvalid}
        </Alert>
      )}
      {token && certify.isPending && <Loader mx="auto" aria-label="인증하는 중" />}
      {certify.isSuccess && (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={20} />} role="status">
            {certify.data.message}
          </Alert>
          <Button component={Link} to="/auth/login">
            로그인하기
          </Button>
        </Stack>
      )}
      {certify.isError && (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {errorMessage(certify.error)}
          </Alert>
          <ResendCertification />
        </Stack>
      )}
      {!token && <ResendCertification />}
    </AuthCard>
  );
}
